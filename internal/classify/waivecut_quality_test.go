package classify

import (
	"fmt"
	"strings"
	"testing"

	"github.com/proofgate/proofgate/internal/devset"
)

// waiverCase and cutCase are lines of testdata/waivers.jsonl and
// testdata/cuts.jsonl, labelled before the detectors were written.
type waiverCase struct {
	ID     string `json:"id"`
	Lang   string `json:"lang"`
	Prompt string `json:"prompt"`
	Waiver bool   `json:"waiver"`
	Note   string `json:"note"`
}

type cutCase struct {
	ID     string   `json:"id"`
	Lang   string   `json:"lang"`
	Prompt string   `json:"prompt"`
	Cuts   []string `json:"cuts"`
	Note   string   `json:"note"`
}

// The bars for waivers and cuts.
const (
	minWaiveCutPrecision = 0.90
	minWaiveCutRecall    = 0.85
)

// labelledSets returns the first labelled file of a kind and its blind
// batches (testdata/blind*_<kind>.jsonl, each labelled before its first
// run), as name to path, in order.
func labelledSets(t *testing.T, kind string) ([]string, map[string]string) {
	t.Helper()
	names, paths, err := devset.Batches("testdata", kind)
	if err != nil {
		t.Fatal(err)
	}
	paths[kind] = "testdata/" + kind + ".jsonl"
	return append([]string{kind}, names...), paths
}

// TestWaiverQuality scores Result.Waiver on the labelled prompts:
// precision and recall of "this prompt waives verification".
func TestWaiverQuality(t *testing.T) {
	names, paths := labelledSets(t, "waivers")
	for _, name := range names {
		t.Run(name, func(t *testing.T) { waiverQuality(t, paths[name]) })
	}
}

func waiverQuality(t *testing.T, path string) {
	cases, err := devset.Read[waiverCase](path)
	if err != nil {
		t.Fatal(err)
	}
	var tp, fp, fn int
	byLang := map[string][2]int{}
	for _, c := range cases {
		got := Prompt(c.Prompt).Waiver
		ok := (got != "") == c.Waiver
		switch {
		case got != "" && c.Waiver:
			tp++
		case got != "":
			fp++
		case c.Waiver:
			fn++
		}
		l := byLang[c.Lang]
		l[1]++
		if ok {
			l[0]++
		} else {
			t.Logf("miss %s want %v got %q: %s", c.ID, c.Waiver, got, c.Prompt)
		}
		byLang[c.Lang] = l
	}
	p, r := ratio(tp, tp+fp), ratio(tp, tp+fn)
	t.Logf("waivers: %d prompts, precision %.3f recall %.3f (tp %d fp %d fn %d)", len(cases), p, r, tp, fp, fn)
	logLangs(t, byLang)
	if p < minWaiveCutPrecision || r < minWaiveCutRecall {
		t.Errorf("waiver precision %.3f recall %.3f, want >= %.2f and >= %.2f", p, r, minWaiveCutPrecision, minWaiveCutRecall)
	}
}

// TestCutQuality scores Result.Cuts on the labelled prompts, cut by cut: a
// found cut is right when it names a labelled one (either holds the
// other's key words), and a labelled cut is found when some found cut
// names it.
func TestCutQuality(t *testing.T) {
	names, paths := labelledSets(t, "cuts")
	for _, name := range names {
		t.Run(name, func(t *testing.T) { cutQuality(t, paths[name]) })
	}
}

func cutQuality(t *testing.T, path string) {
	cases, err := devset.Read[cutCase](path)
	if err != nil {
		t.Fatal(err)
	}
	var right, found, named, labelled int
	byLang := map[string][2]int{}
	for _, c := range cases {
		got := Prompt(c.Prompt).Cuts
		ok := true
		for _, g := range got {
			found++
			if namesAny(g, c.Cuts) {
				right++
			} else {
				ok = false
			}
		}
		for _, w := range c.Cuts {
			labelled++
			if namesAny(w, got) {
				named++
			} else {
				ok = false
			}
		}
		l := byLang[c.Lang]
		l[1]++
		if ok {
			l[0]++
		} else {
			t.Logf("miss %s want %q got %q: %s", c.ID, c.Cuts, got, c.Prompt)
		}
		byLang[c.Lang] = l
	}
	p, r := ratio(right, found), ratio(named, labelled)
	t.Logf("cuts: %d prompts, %d labelled cuts, %d found; precision %.3f recall %.3f", len(cases), labelled, found, p, r)
	logLangs(t, byLang)
	if p < minWaiveCutPrecision || r < minWaiveCutRecall {
		t.Errorf("cut precision %.3f recall %.3f, want >= %.2f and >= %.2f", p, r, minWaiveCutPrecision, minWaiveCutRecall)
	}
}

func namesAny(a string, list []string) bool {
	for _, b := range list {
		if strings.Contains(a, b) || strings.Contains(b, a) {
			return true
		}
	}
	return false
}

func logLangs(t *testing.T, byLang map[string][2]int) {
	t.Helper()
	for _, l := range []string{"en", "ko", "mixed"} {
		if c, ok := byLang[l]; ok {
			t.Logf("  lang %-5s all right %s", l, fmt.Sprintf("%.3f (%d/%d)", ratio(c[0], c[1]), c[0], c[1]))
		}
	}
}
