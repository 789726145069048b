package classify

import (
	"testing"

	"github.com/proofgate/proofgate/internal/bench"
)

// prompt200 is a typical short task prompt, about 200 characters.
const prompt200 = "The pagination in `internal/api/list.go` returns the last page twice when the total is a multiple of the page size. Fix it and add a regression test."

// BenchmarkPrompt200 and BenchmarkPrompt10K compare a short prompt with a
// pasted 10 KB plan: classification must stay linear in the prompt's length.
func BenchmarkPrompt200(b *testing.B) { benchPrompt(b, prompt200) }

func BenchmarkPrompt10K(b *testing.B) { benchPrompt(b, bench.LongPrompt) }

func benchPrompt(b *testing.B, text string) {
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		Prompt(text)
	}
}
