package detect

import (
	"maps"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// The tables a Stop built at run time before they became data and
// switches, as they were built. The tests below hold the new lookups to
// them.

func oldCueWordsEN() map[string]cueKind {
	m := map[string]cueKind{}
	add := func(k cueKind, ws ...string) {
		for _, w := range ws {
			m[w] |= k
		}
	}
	add(cuePart, "only", "half", "partial", "partially", "subset", "minimal", "basic", "except", "single-tenant")
	add(cueUndone, "yet", "remaining", "rest", "untouched", "unconverted", "pending", "todo",
		"later", "follow-up", "followup", "separately", "uncovered", "unsupported", "unhandled")
	add(cueTemp, "temporarily", "static", "sample", "placeholder", "placeholders", "stub", "stubbed", "hardcoded",
		"hard-coded", "workaround", "stopgap", "dummy", "fake", "canned", "mocked", "no-op", "noop")
	add(cueLoosen, "skip", "skips", "skipped", "bypassed", "bypass", "bypasses", "short-circuited", "bumped", "capped", "relaxed", "disabled", "excluded", "ignored",
		"commented", "retries", "xfail", "quarantined", "loosened", "suppressed", "muted")
	return m
}

func oldCueWordsKO() map[cueKind][]string {
	return map[cueKind][]string{
		cuePart:   {"까지만", "일부", "절반", "최소한", "버전만", "쪽만", "에서만", "만 작성", "만 구현", "만 적용", "만 처리", "만 반영", "만 진행", "만 추가"},
		cueUndone: {"아직", "나머지", "남은", "남아", "못 했", "못했", "못 댔", "못댔", "못 합", "못합", "안 합", "안합", "안 했", "빠져", "추후", "나중에", "다음에", "대로 추가", "후에 작성", "후 작성", "필요합니다"},
		cueTemp:   {"임시", "일단", "지금은", "현재는", "목업", "더미", "하드코딩", "고정값", "가짜", "우선"},
		cueLoosen: {"제외했", "스킵", "건너뛰", "비활성", "꺼 두", "껐", "주석 처리", "완화", "늘려", "올려", "flaky"},
	}
}

func oldReportedVerbsEN() map[string]string {
	return map[string]string{
		"committed": "commit", "recommitted": "commit", "amended": "commit",
		"pushed": "push", "force-pushed": "push", "re-pushed": "push",
		"merged":    "merge",
		"published": "publish", "released": "publish", "uploaded": "publish", "tagged": "publish", "yanked": "publish", "unpublished": "publish",
		"deployed": "release", "redeployed": "release", "rolled": "release",
		"deleted": "data", "dropped": "data", "purged": "data", "truncated": "data", "wiped": "data",
		"backfilled": "data", "repacked": "data", "vacuumed": "data", "reindexed": "data",
		"rotated": "secret", "revoked": "secret",
		"destroyed": "infra", "decommissioned": "infra",
	}
}

func oldKindName() map[claimKind]string {
	return map[claimKind]string{ckTest: "test run", ckBuild: "build", ckLint: "lint run",
		ckTypecheck: "typecheck", ckRun: "program run", ckDeploy: "deploy"}
}

// stopTableWords is setVocabulary, the keys of the old maps and near misses
// of them, and random strings.
func stopTableWords() []string {
	ws := setVocabulary()
	near := func(w string) {
		ws = append(ws, w, w+"s", w+" ", " "+w, strings.ToUpper(w), w+"\x00", strings.TrimSuffix(w, "ed"))
		for i := range w {
			if i > 0 {
				ws = append(ws, w[:i], w[i:])
			}
		}
	}
	for w := range oldCueWordsEN() {
		near(w)
	}
	for w := range oldReportedVerbsEN() {
		near(w)
	}
	r := rand.New(rand.NewPCG(5, 6))
	const letters = "abcdefghijklmnopqrstuvwxyz'-_ "
	for range 5000 {
		b := make([]byte, 1+r.IntN(14))
		for k := range b {
			b[k] = letters[r.IntN(len(letters))]
		}
		ws = append(ws, string(b))
	}
	return ws
}

// TestStopTablesAgree holds cueWordKinds, cueWordsKO, reportedVerbEN and
// kindName to the maps they were built as.
func TestStopTablesAgree(t *testing.T) {
	cues, verbs := oldCueWordsEN(), oldReportedVerbsEN()
	for _, w := range stopTableWords() {
		if got, want := cueWordKinds(w), cues[w]; got != want {
			t.Fatalf("cueWordKinds(%q) = %b; the map gives %b", w, got, want)
		}
		got, ok := reportedVerbEN(w)
		if want, wantOK := verbs[w]; got != want || ok != wantOK {
			t.Fatalf("reportedVerbEN(%q) = %q, %v; the map gives %q, %v", w, got, ok, want, wantOK)
		}
	}
	// Every word of cueWordsEN, kind by kind, is the map's.
	n := 0
	for _, c := range cueWordsEN {
		c.ws.each(func(w string) {
			n++
			if cues[w]&c.k == 0 {
				t.Errorf("%q is a cue of kind %b; the map gives %b", w, c.k, cues[w])
			}
		})
	}
	if n != len(cues) {
		t.Errorf("cueWordsEN has %d words, the map %d", n, len(cues))
	}
	names := oldKindName()
	for k := range 256 {
		if got, want := kindName(claimKind(k)), names[claimKind(k)]; got != want {
			t.Errorf("kindName(%d) = %q; the map gives %q", k, got, want)
		}
	}
	// cueKinds reads the Korean kinds in the order it ranged over:
	// cuePart, cueUndone, cueTemp, cueLoosen, each with its map's words.
	ko := oldCueWordsKO()
	var kinds []cueKind
	for _, c := range cueWordsKO {
		kinds = append(kinds, c.k)
		if !slices.Equal(c.ws, ko[c.k]) {
			t.Errorf("cueWordsKO[%b] = %q; the map gives %q", c.k, c.ws, ko[c.k])
		}
	}
	if want := []cueKind{cuePart, cueUndone, cueTemp, cueLoosen}; !slices.Equal(kinds, want) {
		t.Errorf("cueWordsKO's kinds are %v, want %v", kinds, want)
	}
	if !slices.Equal(slices.Sorted(maps.Keys(ko)), slices.Sorted(slices.Values(kinds))) {
		t.Errorf("cueWordsKO's kinds are %v; the map has %v", kinds, slices.Sorted(maps.Keys(ko)))
	}
	if !slices.Equal(cuePartKO, ko[cuePart]) {
		t.Errorf("cuePartKO = %q; the map gives %q", cuePartKO, ko[cuePart])
	}
}

// FuzzStopTables holds cueWordKinds and reportedVerbEN to their maps on any
// word.
func FuzzStopTables(f *testing.F) {
	f.Add("only")
	f.Add("force-pushed")
	f.Fuzz(func(t *testing.T, w string) {
		if got, want := cueWordKinds(w), oldCueWordsEN()[w]; got != want {
			t.Fatalf("cueWordKinds(%q) = %b; the map gives %b", w, got, want)
		}
		got, ok := reportedVerbEN(w)
		if want, wantOK := oldReportedVerbsEN()[w]; got != want || ok != wantOK {
			t.Fatalf("reportedVerbEN(%q) = %q, %v; the map gives %q, %v", w, got, ok, want, wantOK)
		}
	})
}
