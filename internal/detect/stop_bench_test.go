package detect

import (
	"testing"

	"github.com/proofgate/proofgate/internal/bench"
)

// stopReading reads text as the gate reads a Stop's final message, from a
// cold split: every hook process reads one message once, so the split
// that segment keeps for the detectors after the first is part of the
// cost.
func stopReading(text string, obs []Observation) {
	lastSegment.Lock()
	lastSegment.text, lastSegment.units = "", nil
	lastSegment.Unlock()
	if !Reads(text) {
		return
	}
	Scan(text)
	Claims(text, obs)
	Acts(text)
	ReportedActions(text)
}

// koreanMessage is the benchmark's final message as a Korean report.
const koreanMessage = "## 요약\n\n`internal/api/list.go`의 페이지 계산 off-by-one을 고쳤습니다. `total`이 `size`의 배수일 때 마지막 페이지가 " +
	"한 번 더 나오던 문제였고, 이제 `(total + size - 1) / size`로 올림합니다. 결과가 비면 페이지는 0개입니다.\n\n### 변경 사항\n\n" +
	"- `internal/api/list.go`: 페이지 수를 올림으로 계산하고, 끝을 넘으면 마지막 페이지를 반복하지 않고 빈 페이지를 반환합니다\n" +
	"- `internal/api/list_test.go`: total 0, 1, size-1, size, size+1, 3*size 경우를 표로 추가했습니다\n\n### 검증\n\n" +
	"```\n$ go test ./internal/api/...\nok  \tgithub.com/acme/shop/internal/api\t0.412s\n```\n\n" +
	"핸들러의 공개 동작은 그 밖에는 바뀌지 않았고, `next == \"\"`에서 멈추던 클라이언트는 차이가 없습니다. 관련 테스트는 모두 통과했습니다."

var stopObserved = []Observation{
	{Kind: "edit", Path: "internal/api/list.go"},
	{Kind: "test", Command: "go test ./internal/api/...", ExitCode: 0},
}

// BenchmarkStopReading is a Stop's reading of the benchmark's final
// message (bench.FinalMessage, the payload scripts/bench sends), of
// benchMessage and of a Korean report, each split afresh.
func BenchmarkStopReading(b *testing.B) {
	for _, c := range []struct {
		name, text string
		obs        []Observation
	}{
		{"stop", bench.FinalMessage, stopObserved},
		{"report", benchMessage, benchObserved},
		{"korean", koreanMessage, stopObserved},
	} {
		b.Run(c.name, func(b *testing.B) {
			b.SetBytes(int64(len(c.text)))
			b.ReportAllocs()
			for b.Loop() {
				stopReading(c.text, c.obs)
			}
		})
	}
}
