package detect

import "testing"

func TestChangeReport(t *testing.T) {
	tests := []struct {
		name, text string
		want       bool
	}{
		{"a report", "Refactored the storage layer into three files.", true},
		{"under a fix label, how the code is now", "**Cause:** the test reads the newest csv in `/tmp`.\n\n**Fix:** the test now uses the `tmp_path` fixture, so each test reads its own file.", true},
		{"under a change label", "Changed: `parse()` now skips blank lines.", true},
		{"a proposed fix", "**Fix:** the test should use the `tmp_path` fixture, so it now reads its own file.", false},
		{"an imperative fix", "**Fix:** use the `tmp_path` fixture; the test then reads its own file.", false},
		{"a suggested fix", "**Suggested fix:** the test now uses `tmp_path` in the upstream repo.", false},
		// "Done." alone says the description after it is of the change.
		{"done, then how the code is now", "Done. The second jump now uses 70% of the first jump's impulse.", true},
		{"a dependency moved to a version", "rack is bumped to **3.0.11**, which contains the fix for CVE-2024-26146.", true},
		{"a setting's value is no move", "The timeout is set to 30s in the client.", false},
		{"a version to move to", "rack should be bumped to 3.0.11.", false},
		{"a version moved, its be unsaid", "Version bumped to **2.1.0**:\n\n- `Cargo.toml`: `version = \"2.1.0\"`", true},
		{"a version to move to, its be unsaid", "Once `serde` upgraded to 1.0.200 lands upstream, the pin can go.", false},
		{"a version that needs moving", "The base image needs upgraded to 3.19 for the CVE.", false},
		{"done as a label, then how the code is now", "Done: prefix is now `?` in `config.json`, and the help footer reads `ctx.prefix` instead of the hardcoded `!`, so just restart the bot.", true},
		{"done as a label of nothing to change", "Done: nothing needed to change, the prefix is already `?`.", false},
		{"done, then a proposal", "Done. The second jump could now use 70% of the first.", false},
		{"done, then a state that did not change", "Done. The second jump still uses 90%; nothing needed changing.", false},
		// The opening sentence tells the outcome a report leads with.
		{"opening on how the code is now", "The second jump now uses 70% of the first jump's impulse.", true},
		{"opening on code and how it is now", "`SyncWorker` now backs off exponentially and gives up after 5 attempts:", true},
		{"opening on a value now", "Upload limit is now 50 MB: `MAX_UPLOAD_MB = 50` in `settings/base.py`.", true},
		{"now as a step of a sequence, further in", "It's a batch-update mismatch.\n\n1. It collects the unread paths.\n2. `visibleItems()` now filters out the items just marked read.", false},
		{"right now tells the time of a state", "Right now `profiles.yaml` is keyed only by texture role.", false},
		{"for now tells the time of a state", "For now the cache is disabled in CI.", false},
		{"a promise said now", "I'll write `scrape.py` now: loop over the pages until one is empty.", false},
		{"a plan said now", "We can now move the retry into the client.", false},
		{"a state that did not move", "The limit is still 20 MB now; nginx caps it.", false},
		// A heading that labels the section the fix made does the same.
		{"under a fixed heading", "## Fixed: Postmark bounces not being recorded\n\nThe handler checked the wrong fields.\n\nHard bounces now set `bounced = true` on the matching subscriber.", true},
		{"under a suggested fix heading", "## Suggested fix\n\nThe handler now would need to read `Type`.\n\nHard bounces now set nothing, because `RecordType` is never `HardBounce`.", false},
		{"under a cause heading", "## Cause\n\nThe handler now reads `RecordType`, which Postmark sets to `Bounce`.", false},
		{"a description opening the message", "The parser now handles tabs.", true},
		{"how the code is now after a label of another kind", "Root cause: the parser now drops tabs before the lexer sees them.", false},
		{"no change under the label", "Changes: none; the parser now handles tabs already.", false},
		{"first person", "I've added the retry to `fetchRates`.", true},
		{"a list item", "## Changes\n\n- Fixed the null check in `parse()`\n- Updated the docs", true},
		{"after done", "Done — switched the cache to an LRU.", true},
		{"korean", "`CartNotifier`에서 수량이 0이면 항목을 제거하도록 수정했습니다.", true},
		{"korean value raised", "`WEBHOOK_TIMEOUT_SECONDS`를 **10 → 30초**로 늘렸습니다.", true},
		{"korean version bumped", "axios를 **1.7.4**로 올렸습니다.", true},
		{"korean not raised", "타임아웃은 아직 안 늘렸습니다.", false},
		{"korean completed in a joined clause", "원인은 `catch` 블록이었습니다. Fix 완료했고, 이제 에러 메시지가 정상적으로 표시됩니다.", true},
		{"korean completed, then more", "수정 완료, 배포는 내일 하겠습니다.", true},
		{"korean past in a joined clause tells history", "커밋 a1b2가 정렬 기준을 바꿨고, 그 뒤로 목록이 뒤집혔습니다.", false},
		{"korean limit put in", "`page_size`에 최대값 100 제한을 걸었습니다. 이제 100을 넘는 값은 422로 거절됩니다.", true},
		{"korean fix in a joined clause", "`SameSite=Lax`로 바꿔서 해결했고, 이제 로그인 직후에 세션 만료가 뜨지 않습니다.", true},
		{"korean value in a joined clause", "`client_max_body_size`를 `50m`으로 올렸고, `nginx -t`로 문법도 확인했습니다.", true},
		{"korean joined clause not done", "설정은 안 바꿨고, 원인만 정리했습니다.", false},
		{"korean change joined to its result", "템플릿에서 `format_krw`를 쓰도록 수정해서, 이제 `12,000원`처럼 표시됩니다.", true},
		{"korean change joined to a request", "설정을 바꿔서 다시 올려 주세요.", false},
		{"korean change of someone else joined to its result", "이전 담당자가 제한을 수정해서, 이제 업로드가 실패합니다.", false},
		{"korean joined clause of someone else", "이전 담당자가 제한을 걸었고, 그 뒤로 업로드가 실패했습니다.", false},
		{"korean joined clause of a check", "로그를 확인했고, 원인은 쿠키 설정입니다.", false},
		{"english limit", "Capped `page_size` at 100; larger values get a 422.", true},
		{"english resolved", "Resolved the merge conflict in `go.sum`.", true},
		{"english formatted", "Formatted the codebase with ruff; two files needed changes.", true},
		{"english regenerated", "Regenerated all the API clients from the new spec.", true},
		{"formatted as an adjective", "Formatted output goes to stdout; errors go to stderr.", false},
		{"regenerated as an adjective", "Regenerated clients live in `gen/` and are not committed.", false},
		{"english raised described", "The handler raised a 500 before the retry was added.", false},
		{"korean completion of something else", "빌드 완료했고, 테스트는 아직입니다.", false},
		{"korean completion awaited", "수정 완료되면 알려 드리겠습니다.", false},

		{"code as the subject", "- `resume.go` removed `sessionDir` from multiple function signatures since it's now computed internally.", false},
		{"a description further in", "Looked at the lexer. The parser now handles tabs; retries were added in v2.", false},
		{"a plan", "I'll refactor the storage layer behind an interface.", false},
		{"an option", "We could refactor the storage layer, or keep the struct.", false},
		{"a question", "Fixed the typo in the title?", false},
		{"tool output", "```\nfixed: 3\nadded: 2\n```", false},
		{"a URL", "See https://example.com/fixed/added for the list.", false},
		{"an instruction", "Add the key to `.env.local`, then restart the server.", false},
		{"a negation", "Didn't change anything: the bug is in the upstream library.", false},
		{"korean negation", "Fix 방향은 정렬해서 고르는 건데, 요청대로 코드는 안 바꿨습니다.", false},
		{"korean not done", "아직 수정하지 않았습니다.", false},
		{"korean how the code behaves now", "수정 내용:\n\n- 버튼에 `disabled={isSubmitting}` 적용\n\n이제 연속으로 눌러도 요청은 한 번만 나갑니다.", true},
		{"korean plan now", "이제 테스트를 실행하겠습니다.", false},
		{"korean instruction now", "이제 `npm install` 하시면 됩니다.", false},
		{"korean now with a subject before it", "배포 담당자가 이제 롤백을 진행합니다.", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, got := ChangeReport(tt.text); got != tt.want {
				t.Errorf("ChangeReport(%q) = %v, want %v", tt.text, got, tt.want)
			}
		})
	}
}
