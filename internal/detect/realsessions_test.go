package detect_test

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/proofgate/proofgate/internal/config"
	"github.com/proofgate/proofgate/internal/detect"
	"github.com/proofgate/proofgate/internal/hook"
	"github.com/proofgate/proofgate/internal/ledger"
	"github.com/proofgate/proofgate/internal/replay"
)

// TestRealSessions measures the detector on real Claude Code sessions
// recorded outside the project, judged stop by stop by people (shared/
// real-sessions/judgments.tsv). It reports, it does not gate: the verdicts
// are a held-out measure, and rules tuned to pass a threshold on them would
// stop measuring anything. Nothing about the sessions is kept in this
// repository; the test skips where they are absent.
//
// For stops the user wanted allowed (TN, FP) it counts the flags that would
// send the agent back: a promise not excused by a wait (Premature &&
// !Waits), a deferral, a scope cut. For stops that should have been blocked
// (TP, TP-r, FN, FN?) it counts those whose findings the gate still has.
// End to end, it also counts what the gate in this tree decides.
func TestRealSessions(t *testing.T) {
	if testing.Short() {
		t.Skip("replays every real session; skipped in -short")
	}
	dir := realSessionsDir()
	if dir == "" {
		t.Skip("real sessions not found next to the repository (../shared/real-sessions) or at /work/shared/real-sessions")
	}
	judged, err := readJudgments(filepath.Join(dir, "judgments.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	stops := replayAll(t, dir, judged)

	type tally struct{ n, premature, deferral, scope, handoff, waits, unverified, gap, failure, blocked int }
	allow, block := &tally{}, &tally{}
	blockedBy := map[string]int{}
	var offenders []string
	dump := dumpFile(t)
	keys := make([]judgedStop, 0, len(judged))
	for k := range judged {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if keys[i].file != keys[j].file {
			return keys[i].file < keys[j].file
		}
		return keys[i].line < keys[j].line
	})
	for _, k := range keys {
		verdict := judged[k]
		s, ok := stops[k]
		if !ok {
			t.Errorf("%s:%d: judged stop not found by replay", k.file, k.line)
			continue
		}
		f := detect.Scan(s.Message)
		if dump != nil {
			line, _ := json.Marshal(map[string]any{"file": k.file, "line": k.line, "verdict": verdict, "block": s.Block, "reason": s.Reason, "finding": f})
			dump.Write(append(line, '\n'))
		}
		wantAllow := verdict == "TN" || verdict == "FP"
		tl := block
		if wantAllow {
			tl = allow
		}
		tl.n++
		prem := f.Premature && !waits(f)
		count := func(c *int, b bool) {
			if b {
				*c++
			}
		}
		count(&tl.premature, prem)
		count(&tl.deferral, f.Deferral)
		count(&tl.scope, f.ScopeReduction)
		count(&tl.blocked, s.Block)
		extra(f, &tl.handoff, &tl.waits, &tl.unverified, &tl.gap, &tl.failure)
		if wantAllow && s.Block {
			blockedBy[ruleOf(s.Reason)]++
		}
		if wantAllow && (prem || f.Deferral || f.ScopeReduction) {
			offenders = append(offenders, fmt.Sprintf("%s:%d %s: %q", k.file, k.line, verdict, f.Reasons))
		}
	}
	for _, o := range offenders {
		t.Logf("wanted allowed, flagged: %s", o)
	}
	t.Logf("stops the user wanted allowed (TN+FP): %d", allow.n)
	t.Logf("  premature without waits: %d  deferral: %d  scope cut: %d", allow.premature, allow.deferral, allow.scope)
	t.Logf("  handoff: %d  waits: %d  unverified: %d (gap given: %d)  failure: %d", allow.handoff, allow.waits, allow.unverified, allow.gap, allow.failure)
	t.Logf("  blocked end to end by this tree's gate: %d %v", allow.blocked, blockedBy)
	t.Logf("stops that should have been blocked (TP, TP-r, FN, FN?): %d", block.n)
	t.Logf("  premature without waits: %d  deferral: %d  scope cut: %d", block.premature, block.deferral, block.scope)
	t.Logf("  handoff: %d  waits: %d  unverified: %d (gap given: %d)  failure: %d", block.handoff, block.waits, block.unverified, block.gap, block.failure)
	t.Logf("  still blocked end to end by this tree's gate: %d", block.blocked)
}

func waits(f detect.Finding) bool { return f.Waits }

func extra(f detect.Finding, handoff, waits, unverified, gap, failure *int) {
	for _, c := range []struct {
		n *int
		b bool
	}{{handoff, f.Handoff}, {waits, f.Waits}, {unverified, f.Unverified}, {gap, f.Gap != ""}, {failure, f.Failure}} {
		if c.b {
			*c.n++
		}
	}
}

// dumpFile opens the file named by PROOFGATE_REAL_DUMP, for a developer
// who wants every judged stop's finding as JSON lines; nil when unset. It
// is meant to live outside the repository: the sessions are not ours.
func dumpFile(t *testing.T) *os.File {
	path := os.Getenv("PROOFGATE_REAL_DUMP")
	if path == "" {
		return nil
	}
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Close() })
	return f
}

// ruleOf names the gate rule a block reason comes from by its wording.
func ruleOf(reason string) string {
	for _, r := range []struct{ key, rule string }{
		{"announces work", "premature"}, {"postpones", "deferral"}, {"skipped, stubbed", "scope"},
		{"claims success", "claim"}, {"no passing verification", "unverified"}, {"sensitive boundary", "blocked"},
		{"deep task", "no-proof"},
	} {
		if strings.Contains(reason, r.key) {
			return r.rule
		}
	}
	return "other"
}

type judgedStop struct {
	file string
	line int
}

// realSessionsDir finds shared/real-sessions beside the repository root (as
// CI lays it out) or at the workplace's shared folder.
func realSessionsDir() string {
	var cands []string
	if wd, err := os.Getwd(); err == nil {
		for d := wd; ; d = filepath.Dir(d) {
			if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
				cands = append(cands, filepath.Join(d, "..", "shared", "real-sessions"))
				break
			}
			if filepath.Dir(d) == d {
				break
			}
		}
	}
	cands = append(cands, "/work/shared/real-sessions")
	for _, c := range cands {
		if _, err := os.Stat(filepath.Join(c, "judgments.tsv")); err == nil {
			return c
		}
	}
	return ""
}

// readJudgments reads file, line and verdict of every judged stop.
func readJudgments(path string) (map[judgedStop]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	out := map[judgedStop]string{}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 64<<10), 1<<20)
	first := true
	for sc.Scan() {
		if first {
			first = false
			continue // header
		}
		cols := strings.Split(sc.Text(), "\t")
		if len(cols) < 4 {
			continue
		}
		line, err := strconv.Atoi(cols[1])
		if err != nil {
			return nil, fmt.Errorf("%s: bad line %q", path, cols[1])
		}
		out[judgedStop{cols[0], line}] = cols[3]
	}
	return out, sc.Err()
}

// replayAll replays every judged file through this tree's hook engine and
// returns its stops by file and line. One file at a time: the shell parser
// shares one printer between calls, so the engine is not safe to run on
// several goroutines at once.
func replayAll(t *testing.T, dir string, judged map[judgedStop]string) map[judgedStop]replay.Stop {
	files := map[string]bool{}
	for k := range judged {
		files[k.file] = true
	}
	out := map[judgedStop]replay.Stop{}
	for name := range files {
		func() {
			store, err := ledger.Open(filepath.Join(t.TempDir(), "ledgers"))
			if err != nil {
				t.Error(err)
				return
			}
			f, err := os.Open(filepath.Join(dir, name))
			if err != nil {
				t.Error(err)
				return
			}
			defer f.Close()
			_, err = replay.Run(f, hook.New(store, config.Default()), func(s replay.Stop) {
				out[judgedStop{name, s.Line}] = s
			})
			if err != nil {
				t.Errorf("%s: %v", name, err)
			}
		}()
	}
	return out
}
