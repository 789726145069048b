package detect

import (
	"strings"
	"testing"
)

// benchMessage is a realistic ~3 KB closing message: a markdown report with
// a list, inline code, a code block, Korean and English.
var benchMessage = func() string {
	var b strings.Builder
	b.WriteString("## Summary\n\nI traced the intermittent `TimeoutError` in `OrderSync` to the retry loop in `sync/worker.py`, which re-enqueues the job without a backoff. ")
	b.WriteString("The worker now waits with exponential backoff capped at 30 seconds, and the queue no longer floods under load.\n\n")
	b.WriteString("### Changes\n\n")
	for i := 0; i < 8; i++ {
		b.WriteString("- `sync/worker.py`: replaced the fixed sleep with `backoff.expo`, added jitter and a max-attempts guard\n")
	}
	b.WriteString("\n```\n$ pytest -q tests/sync\n........................................\n40 passed in 3.21s\n```\n\n")
	b.WriteString("재시도 로직은 `backoff` 라이브러리로 바꿨고, 관련 테스트 40개가 모두 통과했습니다. ")
	b.WriteString("큐 적체 문제는 스테이징에서 한 시간 동안 모니터링했을 때 재현되지 않았습니다.\n\n")
	for i := 0; i < 9; i++ {
		b.WriteString("The dead-letter queue handling is unchanged; jobs that exhaust their attempts still land there with the original payload and the last error. ")
	}
	b.WriteString("\n\n| job | before | after |\n|---|---|---|\n| sync | 14 min | 3 min |\n\n")
	b.WriteString("Lint is clean and `pytest` passes; I did not change the public API, so callers are unaffected. ")
	b.WriteString("If you want, I can also add a metric for the retry count so the dashboard shows backoff pressure.")
	b.WriteString("\n\nNext I'll update the runbook in `docs/runbooks/order-sync.md` to describe the new backoff settings.")
	return b.String()
}()

var benchObserved = []Observation{
	{Kind: "test", Command: "pytest -q tests/sync", ExitCode: 1},
	{Kind: "edit", Path: "sync/worker.py"},
	{Kind: "edit", Path: "tests/sync/test_worker.py"},
	{Kind: "test", Command: "pytest -q tests/sync", ExitCode: 0},
	{Kind: "lint", Command: "ruff check sync", ExitCode: 0},
}

func BenchmarkScan(b *testing.B) {
	b.SetBytes(int64(len(benchMessage)))
	b.ReportAllocs()
	for b.Loop() {
		Scan(benchMessage)
	}
}

func BenchmarkClaims(b *testing.B) {
	b.SetBytes(int64(len(benchMessage)))
	b.ReportAllocs()
	for b.Loop() {
		Claims(benchMessage, benchObserved)
	}
}
