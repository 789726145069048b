package claude

import (
	"testing"

	"github.com/proofgate/proofgate/internal/bench"
	"github.com/proofgate/proofgate/internal/event"
)

// BenchmarkDecode decodes each realistic payload, as every hook does
// before anything else.
func BenchmarkDecode(b *testing.B) {
	for _, c := range bench.Payloads(bench.DefaultParams()) {
		b.Run(c.Name, func(b *testing.B) {
			b.SetBytes(int64(len(c.Payload)))
			b.ReportAllocs()
			for b.Loop() {
				if _, err := (Adapter{}).Decode(c.Payload); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkEncode(b *testing.B) {
	ev := event.Event{Kind: event.Stop}
	d := event.Decision{Block: true, Reason: "proofgate: you changed internal/api/list.go but no passing verification was observed after the change."}
	b.ReportAllocs()
	for b.Loop() {
		(Adapter{}).Encode(ev, d)
	}
}
