package guard

import (
	"bufio"
	"encoding/json"
	"os"
	"strings"
	"testing"
)

// corpusCase is one line of testdata/corpus.jsonl.
type corpusCase struct {
	Command string   `json:"command"`
	Tool    string   `json:"tool"`
	Cwd     string   `json:"cwd"`
	Want    Decision `json:"want"`
	Rule    string   `json:"rule"`
	Evasion bool     `json:"evasion"`
	// Class names the kind of miss a case guards against (see
	// corpusClasses); most cases have none.
	Class string `json:"class,omitempty"`
	// Glob is a Grep or Glob call's glob; for those tools Command is the
	// path searched, for Read, Write and Edit the file.
	Glob string `json:"glob,omitempty"`
	// User and Project are guardrail overrides from the user's and the
	// project's configuration, applied as the hooks apply them.
	User    map[string]Decision `json:"user,omitempty"`
	Project map[string]Decision `json:"project,omitempty"`
}

// corpusContext is the session every corpus case runs in: a project in the
// developer's home, on Linux or on Windows.
func corpusContext(c corpusCase) Context {
	if drive(c.Cwd) > 0 {
		return Context{Cwd: c.Cwd, Project: `C:\Users\dev\proj`, Home: `C:\Users\dev`}
	}
	return Context{Cwd: c.Cwd, Project: "/home/dev/proj", Home: "/home/dev"}
}

func judgeCase(c corpusCase) Verdict {
	v := judgeTool(c)
	overrides, _ := Tighten(c.User, c.Project)
	if d, ok := overrides[v.Rule]; ok && v.Rule != "" {
		v.Decision = d
	}
	return v
}

func judgeTool(c corpusCase) Verdict {
	ctx := corpusContext(c)
	switch c.Tool {
	case "PowerShell":
		return PowerShell(c.Command, ctx)
	case "Write", "Edit":
		return Path(c.Command, ctx)
	case "Read":
		return Read(c.Command, ctx)
	case "Grep":
		return Search(c.Command, c.Glob, ctx)
	case "Glob":
		return Search(c.Command, c.Glob, ctx)
	}
	return Bash(c.Command, ctx)
}

// corpusClasses are the kinds of misses the guard was once measured to
// make (issue 12), and the acts issue 20 added (sync-delete, publish). Each must keep at least two evasive spellings that are
// stopped (deny or ask) and one harmless look-alike that is allowed.
var corpusClasses = []string{"runs-arguments", "wrapper-options", "flags", "paths", "secret-egress", "cloud", "nested-shell", "git-discard", "read-tool", "self-protect", "trust-boundary", "sync-delete", "publish"}

// TestCorpusClasses holds the corpus to covering every class, and checks
// each class's cases on their own, so that a class cannot hide behind the
// corpus-wide ratios.
func TestCorpusClasses(t *testing.T) {
	type tally struct{ evasions, lookalikes int }
	got := map[string]*tally{}
	known := map[string]bool{"false-deny": true}
	for _, c := range corpusClasses {
		got[c] = &tally{}
		known[c] = true
	}
	for _, c := range readCorpus(t) {
		if c.Class == "" {
			continue
		}
		if !known[c.Class] {
			t.Errorf("%q: unknown class %q", c.Command, c.Class)
			continue
		}
		v := judgeCase(c)
		if v.Decision != c.Want {
			t.Errorf("%s %s %q = %s %s (%s), want %s", c.Class, c.Tool, c.Command, v.Decision, v.Rule, v.Reason, c.Want)
			continue
		}
		if c.Rule != "" && v.Rule != c.Rule {
			t.Errorf("%s %q: rule %s, want %s", c.Class, c.Command, v.Rule, c.Rule)
		}
		if tl := got[c.Class]; tl != nil {
			if c.Evasion && c.Want != Allow {
				tl.evasions++
			}
			if c.Want == Allow {
				tl.lookalikes++
			}
		}
	}
	for _, name := range corpusClasses {
		if tl := got[name]; tl.evasions < 2 || tl.lookalikes < 1 {
			t.Errorf("class %s: %d evasions stopped, %d look-alikes allowed; want ≥2 and ≥1", name, tl.evasions, tl.lookalikes)
		}
	}
}

func readCorpus(t testing.TB) []corpusCase {
	f, err := os.Open("testdata/corpus.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var cases []corpusCase
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		if strings.TrimSpace(sc.Text()) == "" {
			continue
		}
		var c corpusCase
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			t.Fatalf("corpus line %d: %v", n, err)
		}
		cases = append(cases, c)
	}
	return cases
}

// TestCorpus measures the guard against the labelled corpus and fails
// below the project's bar: deny recall ≥ 0.97, evasion deny recall ≥ 0.95,
// false denies ≤ 2% of benign cases, ask decisions ≥ 0.90 correct.
func TestCorpus(t *testing.T) {
	cases := readCorpus(t)
	var deny, denyHit, evasion, evasionHit, benign, falseDeny, asks, askHit, ruleMiss int
	for _, c := range cases {
		v := judgeCase(c)
		switch c.Want {
		case Deny:
			deny++
			if v.Decision == Deny {
				denyHit++
				if c.Rule != "" && v.Rule != c.Rule {
					ruleMiss++
					t.Logf("rule: %q → %s, want %s (%s)", c.Command, v.Rule, c.Rule, v.Reason)
				}
			} else {
				t.Logf("missed deny: %s %q → %s %s", c.Tool, c.Command, v.Decision, v.Reason)
			}
			if c.Evasion {
				evasion++
				if v.Decision == Deny {
					evasionHit++
				}
			}
		case Ask:
			asks++
			if v.Decision == Ask {
				askHit++
			} else {
				t.Logf("ask: %s %q → %s %s %s", c.Tool, c.Command, v.Decision, v.Rule, v.Reason)
			}
		case Allow:
			benign++
			if v.Decision == Deny {
				falseDeny++
				t.Logf("false deny: %s %q → %s: %s", c.Tool, c.Command, v.Rule, v.Reason)
			} else if v.Decision != Allow {
				t.Logf("benign asked: %s %q → %s: %s", c.Tool, c.Command, v.Rule, v.Reason)
			}
		}
	}
	ratio := func(a, b int) float64 {
		if b == 0 {
			return 1
		}
		return float64(a) / float64(b)
	}
	denyRecall, evasionRecall := ratio(denyHit, deny), ratio(evasionHit, evasion)
	falseRate, askRate := ratio(falseDeny, benign), ratio(askHit, asks)
	t.Logf("cases %d: deny recall %.3f (%d/%d), evasion recall %.3f (%d/%d), false denies %.3f (%d/%d), ask correct %.3f (%d/%d), deny rule mismatches %d",
		len(cases), denyRecall, denyHit, deny, evasionRecall, evasionHit, evasion, falseRate, falseDeny, benign, askRate, askHit, asks, ruleMiss)
	if denyRecall < 0.97 || evasionRecall < 0.95 || falseRate > 0.02 || askRate < 0.90 {
		t.Errorf("below the bar: deny recall %.3f (≥0.97), evasion recall %.3f (≥0.95), false denies %.3f (≤0.02), ask %.3f (≥0.90)",
			denyRecall, evasionRecall, falseRate, askRate)
	}
}
