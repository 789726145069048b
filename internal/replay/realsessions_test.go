package replay

import (
	"bufio"
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
// how many it blocks (recall).
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

// TestRealSessions replays the recorded sessions of ../shared/real-sessions
// (other people's everyday work, every stop judged by reading the whole
// session) and holds the gate to the bars. Every wrong decision is logged
// with the rule that made it and the judge's note; -v shows the figures.
func TestRealSessions(t *testing.T) {
	dir, err := devset.Shared("real-sessions")
	if err != nil {
		t.Skipf("real sessions not available: %v", err)
	}
	judged := readJudgments(t, filepath.Join(dir, "judgments.tsv"))
	byFile := map[string][]judgment{}
	for _, j := range judged {
		byFile[j.file] = append(byFile[j.file], j)
	}
	files := make([]string, 0, len(byFile))
	for f := range byFile {
		files = append(files, f)
	}
	sort.Strings(files)

	var tp, fp, fn, tn, blocks, stops int
	for _, f := range files {
		got := map[int]Stop{}
		if _, err := File(filepath.Join(dir, f), engine(t), func(s Stop) { got[s.Line] = s }); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		for _, j := range byFile[f] {
			s, ok := got[j.line]
			if !ok {
				t.Errorf("%s:%d: judged stop not found in the replay", f, j.line)
				continue
			}
			stops++
			if s.Block {
				blocks++
			}
			want, counts := j.wantBlock()
			if !counts {
				continue
			}
			switch {
			case want && s.Block:
				tp++
			case want:
				fn++
				t.Logf("MISS  %s:%d [%s] judged %s: %s", f, j.line, s.Rule, j.verdict, j.note)
			case s.Block:
				fp++
				t.Logf("WRONG %s:%d [%s] judged %s: %s\n      reason: %s", f, j.line, s.Rule, j.verdict, j.note, clip(s.Reason, 240))
			default:
				tn++
			}
		}
	}
	precision, recall := ratio(tp, tp+fp), ratio(tp, tp+fn)
	t.Logf("%d sessions, %d stops: %d blocked (%.0f%%); precision %.2f (%d/%d), recall %.2f (%d/%d); %d right allows",
		len(files), stops, blocks, 100*ratio(blocks, stops), precision, tp, tp+fp, recall, tp, tp+fn, tn)
	if precision < minRealPrecision || recall < minRealRecall {
		t.Errorf("precision %.2f, recall %.2f: want at least %.2f and %.2f", precision, recall, minRealPrecision, minRealRecall)
	}
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
