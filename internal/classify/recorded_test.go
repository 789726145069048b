package classify

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/proofgate/proofgate/internal/bench"
	"github.com/proofgate/proofgate/internal/devset"
)

var record = flag.Bool("record", false, "rewrite "+recordedFile+" from the classifier as it is")

// recordedFile holds, for every prompt of the corpora below, a digest of
// everything the package says about it (see answers), as the classifier
// said it when the file was written. The searches and readers may only get
// faster: a change that alters any answer for any of these prompts fails
// TestRecordedAnswers, and one meant to change answers rewrites the file
// with -record (and shows, in its diff, how many prompts it moved).
const recordedFile = "testdata/recorded_answers.tsv"

// answers is everything the package's exported readers say about a prompt,
// in one string.
func answers(p string) string {
	var b strings.Builder
	enc := json.NewEncoder(&b)
	own, reply := Request(p)
	at, _ := ReadReply(p)
	for _, v := range []any{
		Prompt(p), own, reply, at, Kinds(p), Words(p), Suppressions(p),
		Pasted(p), Confirms(p), RequestsTests(p),
	} {
		if err := enc.Encode(v); err != nil {
			panic(err)
		}
	}
	return b.String()
}

func digest(s string) string {
	h := sha256.Sum256([]byte(s))
	return hex.EncodeToString(h[:8])
}

// corpus is a set of prompts and where they come from.
type corpus struct {
	name    string
	prompts []string
	missing string // why the corpus is not here, when it is not
}

// recordedCorpora are the repository's labeled prompt sets, the benchmark
// prompts and shapes, and, when ../shared is next to the repository, its
// dev set and the user prompts of its real sessions.
func recordedCorpora(t *testing.T) []corpus {
	t.Helper()
	own := corpus{name: "testdata"}
	files, err := filepath.Glob("testdata/*.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	files = append(files, "testdata/devset/prompts.jsonl")
	for _, f := range files {
		own.prompts = append(own.prompts, jsonlPrompts(t, f)...)
	}
	own.prompts = append(own.prompts, prompt200, bench.LongPrompt, bench.ProsePrompt)
	for _, s := range benchShapes() {
		own.prompts = append(own.prompts, s.text)
	}
	out := []corpus{own}

	dev := corpus{name: "shared-devset"}
	if dir, err := devset.Shared("devset"); err != nil {
		dev.missing = err.Error()
	} else {
		dev.prompts = jsonlPrompts(t, filepath.Join(dir, "prompts.jsonl"))
	}
	real := corpus{name: "shared-real-sessions"}
	if dir, err := devset.Shared("real-sessions"); err != nil {
		real.missing = err.Error()
	} else {
		real.prompts = sessionPrompts(t, dir)
	}
	return append(out, dev, real)
}

// jsonlPrompts reads the "prompt" field of every line of a JSONL file.
func jsonlPrompts(t *testing.T, path string) []string {
	t.Helper()
	lines, err := devset.Read[struct {
		Prompt string `json:"prompt"`
	}](path)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, l := range lines {
		if l.Prompt != "" {
			out = append(out, l.Prompt)
		}
	}
	return out
}

// sessionPrompts reads the user's text of every user line of the recorded
// sessions in dir.
func sessionPrompts(t *testing.T, dir string) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(files)
	var out []string
	for _, path := range files {
		f, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 64<<20)
		for sc.Scan() {
			var l struct {
				Type    string `json:"type"`
				Message struct {
					Content json.RawMessage `json:"content"`
				} `json:"message"`
			}
			if json.Unmarshal(sc.Bytes(), &l) != nil || l.Type != "user" {
				continue
			}
			var s string
			if json.Unmarshal(l.Message.Content, &s) == nil {
				out = append(out, s)
				continue
			}
			var parts []struct {
				Type string `json:"type"`
				Text string `json:"text"`
			}
			if json.Unmarshal(l.Message.Content, &parts) == nil {
				for _, p := range parts {
					if p.Type == "text" {
						out = append(out, p.Text)
					}
				}
			}
		}
		f.Close()
		if err := sc.Err(); err != nil {
			t.Fatal(err)
		}
	}
	return out
}

// TestRecordedAnswers holds every answer of the package, for every prompt
// of the corpora, to the recorded one (see recordedFile).
func TestRecordedAnswers(t *testing.T) {
	recorded := map[string]map[string]string{} // corpus, prompt digest: answers digest
	if data, err := os.ReadFile(recordedFile); err == nil {
		for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
			f := strings.Split(line, "\t")
			if len(f) != 3 {
				continue
			}
			if recorded[f[0]] == nil {
				recorded[f[0]] = map[string]string{}
			}
			recorded[f[0]][f[1]] = f[2]
		}
	} else if !*record {
		t.Fatal(err)
	}
	var b strings.Builder
	for _, c := range recordedCorpora(t) {
		if c.missing != "" {
			if *record {
				t.Fatalf("%s: cannot record without it: %s", c.name, c.missing)
			}
			t.Logf("skipping %s: %s", c.name, c.missing)
			continue
		}
		seen := map[string]bool{}
		changed := 0
		for _, p := range c.prompts {
			key := digest(p)
			if seen[key] {
				continue
			}
			seen[key] = true
			got := digest(answers(p))
			fmt.Fprintf(&b, "%s\t%s\t%s\n", c.name, key, got)
			want, ok := recorded[c.name][key]
			switch {
			case *record:
			case !ok:
				t.Errorf("%s: no recorded answers for %q; run go test -run TestRecordedAnswers -record", c.name, truncate(p, 80))
			case want != got:
				changed++
				if changed <= 10 {
					t.Errorf("%s: the answers for %q changed:\n%s", c.name, truncate(p, 200), answers(p))
				}
			}
		}
		if changed > 10 {
			t.Errorf("%s: %d prompts' answers changed in all", c.name, changed)
		}
		t.Logf("%s: %d prompts", c.name, len(seen))
	}
	if *record {
		if err := os.WriteFile(recordedFile, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
