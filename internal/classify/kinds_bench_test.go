package classify

import (
	"testing"

	"github.com/proofgate/proofgate/internal/bench"
)

// kindsShort is a short mixed English and Korean request, about 200 bytes.
const kindsShort = "the checkout page crashes on Safari when the cart is empty; don't touch the API, fix it in the component and keep the migration as is. 설정 화면 토글이 다크 모드에서 안 보이는 거 수정해줘"

// BenchmarkKindsPrompts reads the kinds of a short request, of the 10 KB
// prose prompt and of the 10 KB plan, as the UserPromptSubmit hook does
// once per process. Under callgrind, with -test.benchtime Nx, each one's
// instructions per call are its inclusive cost over N.
func BenchmarkKindsPrompts(b *testing.B) {
	for _, c := range []struct{ name, text string }{
		{"short", kindsShort},
		{"prose", bench.ProsePrompt},
		{"plan", bench.LongPrompt},
	} {
		b.Run(c.name, func(b *testing.B) {
			b.SetBytes(int64(len(c.text)))
			for b.Loop() {
				Kinds(c.text)
			}
		})
	}
}
