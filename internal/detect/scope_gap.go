package detect

import (
	"strings"
	"sync"
)

// A check not done is a gap, not a cut. "나머지 호출은 검증하지 못했습니다",
// "The remaining endpoints weren't verified against the live API" say what
// was made is unverified (verify_gap reads it, with its reason or without);
// the part they name was built. Only a cut named beside the gap ("건너뛰고
// 검증하지 못했습니다", "skipped and not tested") still reads as one.

var (
	gapCutEN = sync.OnceValue(func() map[string]bool {
		return set("skip", "skipped", "skipping", "stub", "stubbed", "mock", "mocked", "fake", "faked", "dummy", "placeholder",
			"hardcoded", "hard-coded", "todo", "disabled", "deferred", "later", "postponed", "commented", "removed", "dropped",
			"implemented", "wired", "written", "added", "built", "ported", "migrated", "converted", "handled", "supported",
			"backfill", "backfills", // a backfill's run is the asked work itself
			"touch", "touched", "change", "changed", "update", "updated") // "Didn't touch the installer": a part left alone
	})
	gapCutKO = []string{"스킵", "skip", "건너", "생략", "스텁", "stub", "mock", "모킹", "목으로", "더미", "하드코딩", "비활성", "나중",
		"추후", "보류", "todo", "주석", "제외", "빼", "구현", "작성", "추가", "연동", "적용", "만들", "반영", "이전", "변환", "붙이",
		"백필", "backfill"}
)

// checkGapOnly reports a sentence whose only negated act is a check of
// what was made: no verb of making or cutting stands beside it.
func checkGapOnly(u unit) bool {
	if !unverifiedSentence(u) {
		return false
	}
	if u.korean {
		// "엣지 케이스는 아직 테스트하지 못했습니다" with no blocker named
		// admits the testing itself undone.
		return containsAny(u.low, gapCutKO) == "" && (!strings.Contains(u.low, "아직") || gapReason(u))
	}
	return !hasAnySet(u.ws, gapCutEN())
}
