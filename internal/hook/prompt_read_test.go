package hook

import (
	"bufio"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"runtime"
	"strings"
	"sync"
	"testing"

	"github.com/proofgate/proofgate/internal/bench"
)

// withProcs runs fn with GOMAXPROCS at n.
func withProcs(t *testing.T, n int, fn func()) {
	t.Helper()
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(n))
	fn()
}

// testPrompts are the labelled prompts of classify's testdata, English and
// Korean, and the benchmark's long ones.
func testPrompts(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob("../classify/testdata/*.jsonl")
	if err != nil || len(files) == 0 {
		t.Fatalf("no prompt files in ../classify/testdata: %v", err)
	}
	out := []string{bench.ProsePrompt, bench.LongPrompt, strings.Repeat("운영 서버 재시작해줘. ", 400)}
	for _, f := range files {
		fh, err := os.Open(f)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(fh)
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			var rec struct {
				Prompt string `json:"prompt"`
			}
			if json.Unmarshal(sc.Bytes(), &rec) == nil && rec.Prompt != "" {
				out = append(out, rec.Prompt)
			}
		}
		fh.Close()
	}
	return out
}

// Readings share the classifier's lazily built state (each pattern's
// search, the index of a long text): read by several goroutines at once,
// as the CLI may, they must give what one reading alone gives. The
// concurrent readings come first, in a process of their own, so that they
// meet that state unbuilt, as a hook process does; under -race (as CI runs
// this package) the race detector watches them build it.
func TestConcurrentReadingsAgree(t *testing.T) {
	if os.Getenv("PROOFGATE_TEST_FRESH") == "" {
		cmd := exec.Command(os.Args[0], "-test.run=^TestConcurrentReadingsAgree$", "-test.count=1")
		cmd.Env = append(os.Environ(), "PROOFGATE_TEST_FRESH=1")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("in a fresh process: %v\n%s", err, out)
		}
		return
	}
	prompts := testPrompts(t)
	got := make([]reading, len(prompts))
	withProcs(t, 4, func() {
		var wg sync.WaitGroup
		for w := range 4 {
			wg.Go(func() {
				for i := w; i < len(prompts); i += 4 {
					got[i] = readPrompt(prompts[i])
				}
			})
		}
		wg.Wait()
	})
	for i, p := range prompts {
		if want := readPrompt(p); !reflect.DeepEqual(got[i], want) {
			t.Errorf("readPrompt(%.60q) read concurrently =\n%+v\nalone:\n%+v", p, got[i], want)
		}
	}
}

// TestReadPromptStaysOnOneProcessor: the launcher runs a hook on one
// processor, and a long prompt's reading no longer takes a second (it
// cost a 10 KB prompt's process as much as it saved, and more memory).
func TestReadPromptStaysOnOneProcessor(t *testing.T) {
	if runtime.NumCPU() < 2 {
		t.Skip("one CPU: there is no second to take")
	}
	for _, prompt := range []string{"fix the flaky test in parser_test.go and run it", bench.ProsePrompt, bench.LongPrompt} {
		withProcs(t, 1, func() {
			readPrompt(prompt)
			if got := runtime.GOMAXPROCS(0); got != 1 {
				t.Errorf("GOMAXPROCS after reading %d bytes = %d, want 1", len(prompt), got)
			}
		})
	}
}

// TestLongPromptReadingAllocatesLittle holds the reading of a 10 KB prompt
// to a budget of memory allocated: in a hook process each fresh page costs
// a fault and its zeroing, and the copies and lists a reading made of the
// whole prompt (its fields listed to read the first of each line, each
// blanked form copied twice) were most of a 10 KB prompt's time beyond its
// reading (680 KB, against 277 KB now). Bytes allocated, unlike wall time,
// do not move with the machine's load.
func TestLongPromptReadingAllocatesLittle(t *testing.T) {
	if raceDetector {
		t.Skip("the race detector's instrumentation allocates; the budget is for the build that ships")
	}
	for _, c := range []struct{ name, prompt string }{
		{"prose", bench.ProsePrompt},
		{"plan", bench.LongPrompt},
	} {
		withProcs(t, 1, func() {
			readPrompt(c.prompt) // what is built once per process
			var before, after runtime.MemStats
			const runs = 5
			runtime.ReadMemStats(&before)
			for range runs {
				readPrompt(c.prompt)
			}
			runtime.ReadMemStats(&after)
			per := (after.TotalAlloc - before.TotalAlloc) / runs
			if budget := uint64(35 * len(c.prompt)); per > budget {
				t.Errorf("reading the %d-byte %s prompt allocates %d bytes, over the budget of %d (35 per byte)", len(c.prompt), c.name, per, budget)
			}
		})
	}
}
