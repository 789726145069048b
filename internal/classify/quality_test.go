package classify

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/proofgate/proofgate/internal/devset"
)

// labeled is one line of a prompts.jsonl file.
type labeled struct {
	ID     string   `json:"id"`
	Lang   string   `json:"lang"`
	Prompt string   `json:"prompt"`
	Mode   Mode     `json:"mode"`
	Risks  []string `json:"risks"`
	Note   string   `json:"note"`
}

func loadLabeled(t testing.TB, path string) []labeled {
	t.Helper()
	out, err := devset.Read[labeled](path)
	if err != nil {
		t.Fatal(err)
	}
	for i := range out {
		if out[i].Risks == nil {
			out[i].Risks = []string{}
		}
	}
	return out
}

// scores are the quality figures for one set of labeled prompts.
type scores struct {
	n, modeOK, risksOK     int
	confusion              map[Mode]map[Mode]int
	flagTP, flagFP, flagFN map[string]int
	byLang                 map[string][2]int // correct, total
	misses                 []string
}

var modes = []Mode{Quick, Normal, Deep, Blocked}

func score(set []labeled) scores {
	s := scores{
		confusion: map[Mode]map[Mode]int{},
		flagTP:    map[string]int{}, flagFP: map[string]int{}, flagFN: map[string]int{},
		byLang: map[string][2]int{},
	}
	for _, m := range modes {
		s.confusion[m] = map[Mode]int{}
	}
	for _, l := range set {
		got := Prompt(l.Prompt)
		s.n++
		s.confusion[l.Mode][got.Mode]++
		lang := s.byLang[l.Lang]
		lang[1]++
		ok := got.Mode == l.Mode
		if ok {
			s.modeOK++
			lang[0]++
		}
		s.byLang[l.Lang] = lang
		risksOK := slices.Equal(got.Risks, l.Risks)
		if risksOK {
			s.risksOK++
		}
		for _, f := range flagNames {
			w, g := slices.Contains(l.Risks, f), slices.Contains(got.Risks, f)
			switch {
			case w && g:
				s.flagTP[f]++
			case g:
				s.flagFP[f]++
			case w:
				s.flagFN[f]++
			}
		}
		if !ok || !risksOK {
			s.misses = append(s.misses, fmt.Sprintf("%s want %s %v got %s %v %q\n\t%s",
				l.ID, l.Mode, l.Risks, got.Mode, got.Risks, l.Prompt, strings.Join(got.Reasons, "; ")))
		}
	}
	return s
}

func ratio(a, b int) float64 {
	if b == 0 {
		return 1
	}
	return float64(a) / float64(b)
}

func (s scores) accuracy() float64 { return ratio(s.modeOK, s.n) }

func (s scores) blockedPR() (precision, recall float64) {
	tp := s.confusion[Blocked][Blocked]
	predicted, actual := 0, 0
	for _, m := range modes {
		predicted += s.confusion[m][Blocked]
		actual += s.confusion[Blocked][m]
	}
	return ratio(tp, predicted), ratio(tp, actual)
}

func (s scores) log(t *testing.T, name string) {
	t.Logf("%s: %d prompts, mode accuracy %.3f, exact risk sets %.3f", name, s.n, s.accuracy(), ratio(s.risksOK, s.n))
	p, r := s.blockedPR()
	t.Logf("  blocked precision %.3f recall %.3f", p, r)
	t.Logf("  confusion (rows want, columns got): %8s %8s %8s %8s", Quick, Normal, Deep, Blocked)
	for _, w := range modes {
		t.Logf("  %-8s %44d %8d %8d %8d", w, s.confusion[w][Quick], s.confusion[w][Normal], s.confusion[w][Deep], s.confusion[w][Blocked])
	}
	for _, f := range flagNames {
		tp := s.flagTP[f]
		t.Logf("  flag %-15s precision %.3f recall %.3f (tp %d fp %d fn %d)", f,
			ratio(tp, tp+s.flagFP[f]), ratio(tp, tp+s.flagFN[f]), tp, s.flagFP[f], s.flagFN[f])
	}
	langs := make([]string, 0, len(s.byLang))
	for l := range s.byLang {
		langs = append(langs, l)
	}
	sort.Strings(langs)
	for _, l := range langs {
		c := s.byLang[l]
		t.Logf("  lang %-5s mode accuracy %.3f (%d/%d)", l, ratio(c[0], c[1]), c[0], c[1])
	}
	for _, m := range s.misses {
		t.Logf("  miss %s", m)
	}
}

// The bar the project measures on its hidden set, with a margin on the sets
// we tune on.
const (
	minAccuracy  = 0.85
	minBlockedPR = 0.90
	minRiskExact = 0.75
)

// TestDevsetQuality scores the classifier on the shared dev set (whole, and
// its even and odd halves, so a rule tuned on one half shows on the other)
// and on our own extra set and blind batches (testdata/blind*_prompts.jsonl),
// each labelled before it was first run. Figures are logged; -v shows them.
func TestDevsetQuality(t *testing.T) {
	type set struct {
		name, path string
		filter     func(labeled) bool
	}
	names, paths, err := devset.Batches("testdata", "prompts")
	if err != nil || len(names) == 0 {
		t.Fatalf("no blind prompt batches in testdata: %v", err)
	}
	var blind []set
	for _, n := range names {
		blind = append(blind, set{n, paths[n], nil})
	}
	for _, tc := range append([]set{
		{"devset", "testdata/devset/prompts.jsonl", nil},
		{"devset-even", "testdata/devset/prompts.jsonl", func(l labeled) bool { return idNumber(l.ID)%2 == 0 }},
		{"devset-odd", "testdata/devset/prompts.jsonl", func(l labeled) bool { return idNumber(l.ID)%2 == 1 }},
		{"extra", "testdata/extra_prompts.jsonl", nil},
	}, blind...) {
		t.Run(tc.name, func(t *testing.T) {
			cases := loadLabeled(t, tc.path)
			if tc.filter != nil {
				cases = slices.DeleteFunc(cases, func(l labeled) bool { return !tc.filter(l) })
			}
			s := score(cases)
			s.log(t, tc.name)
			if s.accuracy() < minAccuracy {
				t.Errorf("mode accuracy %.3f < %.2f", s.accuracy(), minAccuracy)
			}
			if p, r := s.blockedPR(); p < minBlockedPR || r < minBlockedPR {
				t.Errorf("blocked precision %.3f recall %.3f, want both >= %.2f", p, r, minBlockedPR)
			}
			if e := ratio(s.risksOK, s.n); e < minRiskExact {
				t.Errorf("exact risk-set accuracy %.3f < %.2f", e, minRiskExact)
			}
		})
	}
}

func idNumber(id string) int {
	n := 0
	for _, r := range id {
		if r >= '0' && r <= '9' {
			n = n*10 + int(r-'0')
		}
	}
	return n
}
