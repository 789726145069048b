package detect

import "testing"

// TestBarePromise holds the one message reading that may block alone to
// its doc: it fires on a bare first-person promise and on nothing a reader
// could take for a description, a plan, an option, a question, a URL, a
// quote of tool output or an instruction to the user.
func TestBarePromise(t *testing.T) {
	tests := []struct {
		name, text string
		want       bool
	}{
		{"a promise", "The fine has no ceiling.\n\nI'll add a MaxFinePerLoan constant and clamp the result.", true},
		{"let me", "Found the race in Refresh.\n\nLet me write the fix next.", true},
		{"a colon", "Now I'll check the migration:", true},
		// A lead over a list of steps is a plan: the session decides.
		{"a list of steps", "Sure. To finish this I'll:\n\n1. Add the column to `Customer.java`\n2. Run `./mvnw test` to confirm it", false},
		{"going to", "Going to add the SoftDeletes trait and the migration now.", true},
		{"before/after", "Found it: `scrub()` compiles each pattern per line.\n\nI'll now hoist the compiled patterns into a package-level slice and rerun `BenchmarkScrub` to get before/after numbers.", true},
		{"before and after", "The three user_id indexes are the ones worth rebuilding.\n\nI'll now write `scripts/reindex_events.sql` for those three and run it against the local container to compare sizes before and after.", true},
		{"after a condition", "I'll run the reindex after the nightly load finishes.", false},
		// The code's conditions, in code or in an aside, condition nothing the agent does.
		{"a condition of the code", "The decoder never stops at ten bytes.\n\nI'll add a check that returns `ErrOverflow` once `shift >= 64` and rerun the crash input.", true},
		{"a condition of the code in an aside", "I'll make `cache_key` take the locale (so a request for `de` after one for `en` misses) and add the regression test.", true},
		{"a condition on the work, outside the aside", "I'll rerun the fuzzer (ten minutes) once the guard is in.", false},
		{"a clause opening on a condition of code", "If `start_scan()` returns `-EALREADY` in the log, I'll guard against that.", false},
		{"starting now", "Starting the upgrade now: I'll bump the four packages and run the codemod.", true},
		{"korean", "원인을 찾았습니다. 키 생성 함수를 고치고 테스트를 추가하겠습니다.", true},
		{"korean with a condition on the code", "수량이 0이면 항목을 빼도록 수정하고 테스트를 추가하겠습니다.", true},
		{"korean make", "원인은 debounce와 real timer입니다. 이제 fake timer로 바꾸고 테스트를 deterministic하게 만들겠습니다.", true},
		{"korean cost", "원인은 찾았지만 전부 고치려면 시간이 좀 들겠습니다.", false},

		{"a command as the subject", "Comments only; no code line changed.\n\n`cargo doc --open` will show the new docs.", false},
		{"a description", "The worker retries three times, then gives up and logs the job id.", false},
		{"a plan of next steps", "Once the world feels right, the natural next step is the puzzle layer.", false},
		{"an option", "I could also cache the lookups, which would cut the latency in half.", false},
		{"a question before it", "Proceed with the migration? (y/n) Then we'll go on with the menu.", false},
		{"a question anywhere", "Which region is the pooler in? I'll apply it once I know.", false},
		{"a condition", "If the numbers look right, I'll open the PR.", false},
		{"an instruction to the user", "After saving the config:\n\n```sh\nnpm run dev\n```", false},
		{"an imperative first", "## Plan\n\n1. Add the store.\n2. Switch the writes.\n\nSay go and I'll start with step 1.", false},
		{"waits on the user", "Once you paste the string, I'll run the migration and the RLS check.", false},
		{"a URL", "The rebuild runs at https://github.com/acme/app/actions/runs/42 and takes a few minutes.", false},
		{"tool output", "```\n$ make test\nI'll retry in 5s\nok\n```", false},
		{"korean request to the user", "설정을 저장해 주시면 바로 적용하겠습니다.", false},
		{"korean offer to inform", "배포가 끝나면 결과를 알려 드리겠습니다.", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, got := BarePromise(tt.text); got != tt.want {
				t.Errorf("BarePromise(%q) = %v, want %v", tt.text, got, tt.want)
			}
		})
	}
}

func TestReads(t *testing.T) {
	tests := []struct {
		name, text string
		want       bool
	}{
		{"english", "Switched the rounding to math.Round; `go test ./cart/` passes.", true},
		{"korean", "반올림을 math.Round로 바꿨고 `go test ./cart/` 통과합니다.", true},
		{"mixed", "Setup guide에 Apple Silicon note 추가했습니다.", true},
		{"only code", "```\ngo test ./...\n```", true},
		{"japanese", "丸め処理を修正しました。テストは通りました。", false},
		{"russian", "Исправил округление, все тесты проходят.", false},
		{"chinese", "已修复舍入问题，所有测试均已通过。", false},
		{"spanish", "Listo: corregí el redondeo en el carrito y todas las pruebas pasan sin errores en la rama principal.", false},
		{"english with a japanese name", "Fixed the 東京 timezone label; all tests pass.", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Reads(tt.text); got != tt.want {
				t.Errorf("Reads(%q) = %v, want %v", tt.text, got, tt.want)
			}
		})
	}
}
