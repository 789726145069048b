package replay

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/proofgate/proofgate/internal/devset"
)

// The bars the gate must meet on real sessions: of its blocks, how many
// the user wanted (precision), and of the stops the user wanted blocked,
// how many it blocks (recall). They are the bars; the gate meets
// them with little room (docs/real-sessions.md gives the figures, the
// stops still missed and the rules tried for them), so a lost catch or a
// new wrong block fails the test.
const (
	minRealPrecision = 0.90
	minRealRecall    = 0.80
)

// judgment is one row of judgments.tsv: a stop and how a reader of the
// whole session judged it. TP, TP-r and FN want a block; TN and FP an
// allow; FN? is borderline and counts either way.
type judgment struct {
	file    string
	line    int
	verdict string
	note    string
}

func (j judgment) wantBlock() (want, counts bool) {
	switch j.verdict {
	case "TP", "TP-r", "FN":
		return true, true
	case "TN", "FP":
		return false, true
	}
	return false, false
}

// judgmentFiles are the judged batches: 1–2 the sessions the rules were
// written against, 3 eleven repositories added after them
// (docs/real-sessions.md gives its first-run figure).
var judgmentFiles = []string{"judgments.tsv", "judgments-batch3.tsv"}

// TestRealSessions replays the recorded sessions of ../shared/real-sessions
// (other people's everyday work, every stop judged by reading the whole
// session) and holds the gate to the bars over every batch. Every wrong
// decision is logged with the rule that made it and the judge's note; -v
// shows the figures per batch and together.
func TestRealSessions(t *testing.T) {
	dir, err := devset.Shared("real-sessions")
	if err != nil {
		t.Skipf("real sessions not available: %v", err)
	}
	var total score
	for _, name := range judgmentFiles {
		sc := scoreBatch(t, dir, readJudgments(t, filepath.Join(dir, name)))
		t.Logf("%s: %s", name, sc)
		total.add(sc)
	}
	t.Logf("all: %s", total)
	if p, r := total.precision(), total.recall(); p < minRealPrecision || r < minRealRecall {
		t.Errorf("precision %.2f, recall %.2f: want at least %.2f and %.2f", p, r, minRealPrecision, minRealRecall)
	}
}

// score counts one batch's decisions against the judgments.
type score struct{ sessions, stops, blocks, warns, tp, fp, fn, tn int }

func (a *score) add(b score) {
	a.sessions += b.sessions
	a.stops += b.stops
	a.blocks += b.blocks
	a.warns += b.warns
	a.tp += b.tp
	a.fp += b.fp
	a.fn += b.fn
	a.tn += b.tn
}

func (a score) precision() float64 { return ratio(a.tp, a.tp+a.fp) }
func (a score) recall() float64    { return ratio(a.tp, a.tp+a.fn) }

func (a score) String() string {
	return fmt.Sprintf("%d sessions, %d stops: %d blocked (%.0f%%), %d warned; precision %.2f (%d/%d), recall %.2f (%d/%d); %d of %d allows blocked",
		a.sessions, a.stops, a.blocks, 100*ratio(a.blocks, a.stops), a.warns, a.precision(), a.tp, a.tp+a.fp, a.recall(), a.tp, a.tp+a.fn, a.fp, a.fp+a.tn)
}

// scoreBatch replays every judged session. A judged stop that replay no
// longer sees (a phantom stop mid-turn, judged as such) counts as allowed.
func scoreBatch(t *testing.T, dir string, judged []judgment) score {
	t.Helper()
	byFile := map[string][]judgment{}
	for _, j := range judged {
		byFile[j.file] = append(byFile[j.file], j)
	}
	files := make([]string, 0, len(byFile))
	for f := range byFile {
		files = append(files, f)
	}
	sort.Strings(files)
	sc := score{sessions: len(files)}
	for _, f := range files {
		got := map[int]Stop{}
		if _, err := File(filepath.Join(dir, f), engine(t), func(s Stop) { got[s.Line] = s }); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		for _, j := range byFile[f] {
			s, ok := got[j.line]
			if !ok {
				t.Logf("GONE  %s:%d judged %s: no stop there now: %s", f, j.line, j.verdict, clip(j.note, 160))
			}
			sc.stops++
			if s.Block {
				sc.blocks++
			}
			if s.Warn {
				sc.warns++
			}
			want, counts := j.wantBlock()
			switch {
			case !counts:
			case want && s.Block:
				sc.tp++
			case want:
				sc.fn++
				t.Logf("MISS  %s:%d [%s] judged %s: %s", f, j.line, s.Rule, j.verdict, j.note)
			case s.Block:
				sc.fp++
				t.Logf("WRONG %s:%d [%s] judged %s: %s\n      reason: %s", f, j.line, s.Rule, j.verdict, j.note, clip(s.Reason, 240))
			default:
				sc.tn++
			}
		}
	}
	return sc
}

func readJudgments(t *testing.T, path string) []judgment {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []judgment
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		cols := strings.Split(sc.Text(), "\t")
		if len(cols) < 5 || cols[0] == "file" {
			continue
		}
		line, err := strconv.Atoi(cols[1])
		if err != nil {
			t.Fatalf("%s: bad line %q", path, cols[1])
		}
		out = append(out, judgment{file: cols[0], line: line, verdict: cols[3], note: cols[4]})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(out) == 0 {
		t.Fatalf("%s has no judgments", path)
	}
	return out
}

func ratio(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

func clip(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}
