package classify

import (
	"strings"
	"testing"

	"github.com/proofgate/proofgate/internal/bench"
)

// prompt200 is a typical short task prompt, about 200 characters.
const prompt200 = "The pagination in `internal/api/list.go` returns the last page twice when the total is a multiple of the page size. Fix it and add a regression test."

// BenchmarkPrompt200 and BenchmarkPrompt10K compare a short prompt with a
// pasted 10 KB plan: classification must stay linear in the prompt's length.
func BenchmarkPrompt200(b *testing.B) { benchPrompt(b, prompt200) }

func BenchmarkPrompt10K(b *testing.B) { benchPrompt(b, bench.LongPrompt) }

// BenchmarkPromptShapes runs 10 KB prompts of other shapes, each read in
// full by every rule: the plan without its lead line (a long document),
// English prose, Korean prose, a pasted log with a one-line request, and
// long runs of negations.
func BenchmarkPromptShapes(b *testing.B) {
	for _, c := range benchShapes() {
		b.Run(c.name, func(b *testing.B) { benchPrompt(b, c.text) })
	}
}

// BenchmarkPromptFresh runs the shapes of BenchmarkPromptShapes as a hook
// process meets them: each prompt a text no index was built for. A loop
// over one text finds its index, with every pattern's candidates worked
// out, from the run before (indexFor takes a text's lists by content),
// which a process never does.
func BenchmarkPromptFresh(b *testing.B) {
	for _, c := range benchShapes() {
		b.Run(c.name, func(b *testing.B) {
			b.SetBytes(int64(len(c.text)))
			for b.Loop() {
				forgetIndexes()
				Prompt(c.text)
			}
		})
	}
}

// BenchmarkPromptShortFresh is the benchmark's short prompt (bench.Prompt,
// 570 bytes) as a hook process meets it.
func BenchmarkPromptShortFresh(b *testing.B) {
	b.SetBytes(int64(len(bench.Prompt)))
	for b.Loop() {
		forgetIndexes()
		Prompt(bench.Prompt)
	}
}

// forgetIndexes drops the indexes of the texts read before.
func forgetIndexes() {
	indexes.Lock()
	indexes.list = [len(indexes.list)]*textIndex{}
	indexes.Unlock()
}

// benchShapes are the 10 KB prompts of BenchmarkPromptShapes.
func benchShapes() []struct{ name, text string } {
	return []struct{ name, text string }{
		{"document", strings.SplitN(bench.LongPrompt, "\n", 2)[1]},
		{"prose", repeatTo(10<<10, "Please update the checkout flow so that the discount code field validates on blur, shows the error under the field, and keeps the submit button disabled until the pricing service accepts the code. Also cover an expired code and a code for another region in cart_test.go, and don't push anything yet. ")},
		{"korean", repeatTo(10<<10, "결제 화면에서 할인 코드 입력칸이 포커스를 잃을 때 검증하도록 바꿔 주세요. 에러는 입력칸 아래에 보여주고, 코드가 승인될 때까지 결제 버튼은 비활성화해 주세요. 만료된 코드와 다른 지역 코드에 대한 테스트도 추가해 주시고, 아직 푸시는 하지 마세요. ")},
		{"log", "The worker crashes at startup, fix it:\n\n" + repeatTo(10<<10, "2024-05-02T01:02:11Z ERROR worker: failed to connect to postgres at db.internal:5432 (attempt 3), will retry; queue=payments tenant=acme\n")},
		// Negators with no clause boundary after them: each one's span
		// runs to the end, which a search per negator made quadratic.
		{"negations", repeatTo(10<<10, "don't push it or deploy it ")},
		{"ko-negations", repeatTo(10<<10, "운영 서버는 건드리지 말고 ")},
		// One clause with a verb every few words: each verb's object was
		// the rest of the clause.
		{"verbs", repeatTo(10<<10, "and deploy the app to prod and push the tag ")},
		{"ko-verbs", repeatTo(10<<10, "운영 서버 재시작해줘 ")},
	}
}

func repeatTo(n int, s string) string {
	return strings.Repeat(s, n/len(s)+1)[:n]
}

func benchPrompt(b *testing.B, text string) {
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		Prompt(text)
	}
}
