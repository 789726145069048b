package classify

import (
	"slices"
	"strings"
	"testing"

	"github.com/proofgate/proofgate/internal/bench"
)

// scanPositions lists every position of s from from on where a lead
// literal starts, by the scan (sc) and by leadSet.next alone.
func scanPositions(ls leadSet, s string, from int) (indexed, plain []int) {
	sc := ls.scan(s, from)
	for p := sc.next(from); p >= 0; p = sc.next(p + 1) {
		indexed = append(indexed, p)
	}
	for p := ls.next(s, from); p >= 0; p = ls.next(s, p+1) {
		plain = append(plain, p)
	}
	return indexed, plain
}

// checkIndexedLeads fails if a scan served from a text index stops at any
// other position than leadSet.next, on s, on texts inside it (served from
// its index) and from other starting points.
func checkIndexedLeads(t *testing.T, s string) {
	t.Helper()
	var texts []string
	for _, cut := range []int{0, 7, len(s) / 3} {
		if cut < len(s) {
			texts = append(texts, s[cut:], s[cut:cut+(len(s)-cut)/2])
		}
	}
	// s indexed last, so the cuts before it come from its index too; then
	// a copy of it, which takes its lists by content.
	texts = append(texts, s, strings.Clone(s))
	for _, p := range patterns(t) {
		st := p.state()
		for _, ls := range []leadSet{st.lead, st.start} {
			if ls.head == nil {
				continue
			}
			for _, text := range texts {
				for _, from := range []int{0, 1, len(text) / 2} {
					if from > len(text) {
						continue
					}
					if got, want := scanPositions(ls, text, from); !slices.Equal(got, want) {
						t.Fatalf("%s: the indexed scan of %q from %d stops at %v, want %v", p.expr, truncate(text, 80), from, got, want)
					}
				}
			}
		}
	}
}

// TestIndexedLeadsAgree holds the indexed scan to leadSet.next over the
// benchmark prompts and the dev set's prompts, each repeated to be long enough
// for an index.
func TestIndexedLeadsAgree(t *testing.T) {
	texts := []string{bench.LongPrompt, bench.ProsePrompt, lower(bench.LongPrompt), lower(bench.ProsePrompt)}
	for _, s := range benchShapes() {
		texts = append(texts, s.text)
	}
	for _, l := range loadLabeled(t, "testdata/devset/prompts.jsonl") {
		texts = append(texts, lower(repeatTo(2*indexMin, l.Prompt+"\n")))
	}
	for _, s := range texts {
		checkIndexedLeads(t, s)
	}
}

// TestCutPromptIndexedWhole: Prompt reads the lowered prompt cut to
// maxPromptBytes, a prefix of the lowered form that Kinds reads whole. The
// cut, indexed first, has the whole indexed, which serves both, and a scan
// of the cut stops where leadSet.next does: never past the cut's end.
func TestCutPromptIndexedWhole(t *testing.T) {
	full := strings.Clone(bench.ProsePrompt)
	if len(full) <= maxPromptBytes {
		t.Fatalf("the prose prompt has %d bytes, no more than maxPromptBytes", len(full))
	}
	low := lowered(full)
	cut := lowered(truncate(full, maxPromptBytes))
	if _, ok := offsetIn(cut, low); !ok {
		t.Fatal("the cut is not given from the whole lowered prompt")
	}
	indexes.Lock()
	x, off := indexFor(cut)
	y, offWhole := indexFor(low)
	indexes.Unlock()
	if x == nil || x != y || off != 0 || offWhole != 0 || x.base != low {
		t.Fatalf("the cut and the whole have indexes %p (at %d) and %p (at %d); want one, of the whole", x, off, y, offWhole)
	}
	checkIndexedLeads(t, cut)
}

func FuzzIndexedLeads(f *testing.F) {
	f.Add("don't push it, deploy the app to prod and push the tag; 운영 서버 재시작해줘")
	f.Add(bench.ProsePrompt[:2000])
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > 4096 {
			return
		}
		checkIndexedLeads(t, repeatTo(max(len(s), 1)*(indexMin/max(len(s), 1)+2), s+"x"))
	})
}

// FuzzFirstIndex holds firstIndex, which tries the index's positions for
// a text's first two bytes, to strings.Index, on texts long enough to be
// indexed.
func FuzzFirstIndex(f *testing.F) {
	f.Add("run `go test ./...` and then `go test ./...`", 5, 7)
	f.Add("aaaa", 1, 3)
	f.Fuzz(func(t *testing.T, unit string, lo, n int) {
		if unit == "" {
			return
		}
		s := strings.Repeat(unit, indexMin/len(unit)+1) + unit[:len(unit)/2]
		lo = max(lo, 0) % len(s)
		hi := lo + max(n, 0)%(len(s)-lo+1)
		if got, want := firstIndex(s, s[lo:hi], hi), strings.Index(s[:hi], s[lo:hi]); got != want {
			t.Errorf("firstIndex(%q, s[%d:%d]) = %d, strings.Index says %d", s, lo, hi, got, want)
		}
	})
}
