package gate_test

import (
	"testing"

	"github.com/proofgate/proofgate/internal/scenario"
)

// TestShellEditsAreEvidence plays sessions whose only edits or checks are
// shell commands that are easy to misread: switches grouped as sed and
// perl group them (sed -Ei edits in place), formatters asked only to
// report (cargo fmt --check changes nothing), hook runners whose hooks fix
// files (pre-commit), git commands that touch only the index (git
// restore --staged), a substitution inside a comment (sed -i
// 's|// a|// b|' changes no behaviour) or one whose git diff shows only
// comment lines changed, and a requested hard reset (the act asked for,
// run). Misread, the first made the
// gate block "Renamed getUser" as a change the session never made
// (claim.nothing-done) when it had made it, and the second made a turn
// that changed nothing look at stake, so that a claim in its message was
// blocked where the message alone should warn.
func TestShellEditsAreEvidence(t *testing.T) {
	tests := []struct {
		name   string
		events []scenario.Event
		final  string
		block  bool
		rule   string // "" for a silent allow
	}{
		{
			name: "sed -Ei on a named file is a change that needs a check",
			events: []scenario.Event{
				{Prompt: "rename getUser to findUser in src/user.go"},
				{Bash: "sed -Ei 's/getUser/findUser/g' src/user.go"},
			},
			final: "Renamed getUser to findUser in src/user.go.",
			block: true, rule: "unverified.changed",
		},
		{
			name: "xargs sed -Ei rewrote sources: a claim of passing tests rests on nothing",
			events: []scenario.Event{
				{Prompt: "rename getUser to findUser across src"},
				{Bash: "grep -rl getUser src | xargs sed -Ei 's/getUser/findUser/g'"},
			},
			final: "Renamed getUser to findUser everywhere; all tests pass.",
			block: true, rule: "claim.tests-pass",
		},
		{
			name: "a format check after the tests changes nothing",
			events: []scenario.Event{
				{Prompt: "fix the rounding in src/lib.rs"},
				{Edit: "src/lib.rs", Old: "x / 2", New: "(x + 1) / 2"},
				{Bash: "cargo test", Output: "test result: ok. 12 passed; 0 failed"},
				{Bash: "cargo fmt --check"},
			},
			final: "Fixed the rounding in `src/lib.rs`; `cargo test` passes (12 tests) and `cargo fmt --check` is clean.",
		},
		{
			name: "a line's rewrite comes before its check: gofmt -w then gofmt -l",
			events: []scenario.Event{
				{Prompt: "make the repo gofmt-clean and make sure nothing breaks"},
				{Bash: "gofmt -l .", Output: "internal/api/handler.go"},
				{Bash: "gofmt -w internal/api/handler.go && gofmt -l ."},
				{Bash: "go vet ./... && go test ./...", Output: "ok  \texample.com/svc/internal/api\t0.231s"},
			},
			final: "`gofmt -l .` listed `internal/api/handler.go`; I rewrote it with `gofmt -w`, and `gofmt -l .` now prints nothing. `go vet ./...` and `go test ./...` pass afterwards.",
		},
		{
			name: "a chain that passed is a passing run of each command in it",
			events: []scenario.Event{
				{Prompt: "CI's rustfmt step fails on my branch, sort it out"},
				{Bash: "cargo fmt --check", Exit: 1, Output: "Diff in /home/dev/tok/src/lib.rs at line 41:"},
				{Bash: "cargo fmt"},
				{Bash: "cargo fmt --check && cargo clippy --all-targets -- -D warnings", Output: "    Checking tok v0.4.1\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 3.87s"},
			},
			final: "I ran `cargo fmt`; `cargo fmt --check` now exits clean and `cargo clippy --all-targets -- -D warnings` passes.",
		},
		{
			name: "pre-commit's hooks may have fixed files: not a session that changed nothing",
			events: []scenario.Event{
				{Prompt: "the pre-commit hook fails on trailing whitespace, fix it"},
				{Bash: "pre-commit run --all-files", Exit: 1, Output: "trim trailing whitespace.................................................Failed\n- hook id: trailing-whitespace\n- exit code: 1\n- files were modified by this hook\n\nFixing src/app.py"},
				{Bash: "pre-commit run --all-files", Output: "trim trailing whitespace.................................................Passed"},
			},
			final: "Fixed the trailing whitespace in `src/app.py`; `pre-commit run --all-files` passes now.",
		},
		{
			name: "unstaging a file changes no code: a claim in that turn warns",
			events: []scenario.Event{
				{Prompt: "unstage src/app.ts"},
				{Bash: "git restore --staged src/app.ts"},
			},
			final: "Unstaged src/app.ts; all tests pass.",
			rule:  "claim.tests-pass",
		},
		{
			name: "sed -i over a comment alone changes no behaviour: nothing to check",
			events: []scenario.Event{
				{Prompt: "the doc comment on Retry in pkg/retry/retry.go says the delay is fixed; it doubles. Fix the comment."},
				{Bash: "sed -i 's|// Retry waits a fixed delay between attempts.|// Retry doubles its delay after each attempt.|' pkg/retry/retry.go"},
			},
			final: "Fixed the doc comment on `Retry` in `pkg/retry/retry.go`: it now says the delay doubles after each attempt.",
		},
		{
			name: "sed -i over code is a change, whatever the message calls it",
			events: []scenario.Event{
				{Prompt: "the doc comment on Retry in pkg/retry/retry.go says the delay is fixed; it doubles. Fix the comment."},
				{Bash: "sed -i 's|fixed delay|doubling delay|' pkg/retry/retry.go"},
			},
			final: "Fixed the doc comment on `Retry` in `pkg/retry/retry.go`: it now says the delay doubles after each attempt.",
			block: true, rule: "unverified.changed",
		},
		{
			name: "a typo fixed with sed, whose git diff shows only comment lines changed",
			events: []scenario.Event{
				{Prompt: "fix the 'adress' typos in the comments of net/dial.go"},
				{Bash: "sed -i 's/adress/address/g' net/dial.go && git diff -U0", Output: "diff --git a/net/dial.go b/net/dial.go\nindex 1a2b3c4..5d6e7f8 100644\n--- a/net/dial.go\n+++ b/net/dial.go\n@@ -14 +14 @@ import (\n-// Dial resolves the adress first.\n+// Dial resolves the address first.\n@@ -40 +40 @@ func Dial(ctx context.Context, addr string) (Conn, error) {\n-\t// an adress without a port gets :443\n+\t// an address without a port gets :443\n"},
			},
			final: "Fixed both typos in `net/dial.go`; the diff shows only the two comment lines changed.",
		},
		{
			name: "the same sed, whose diff shows code changed",
			events: []scenario.Event{
				{Prompt: "fix the 'adress' typos in the comments of net/dial.go"},
				{Bash: "sed -i 's/adress/address/g' net/dial.go && git diff -U0", Output: "diff --git a/net/dial.go b/net/dial.go\n--- a/net/dial.go\n+++ b/net/dial.go\n@@ -14 +14 @@ import (\n-// Dial resolves the adress first.\n+// Dial resolves the address first.\n@@ -52 +52 @@ func Dial(ctx context.Context, addr string) (Conn, error) {\n-\treturn dialAdress(ctx, addr)\n+\treturn dialAddress(ctx, addr)\n"},
			},
			final: "Fixed both typos in `net/dial.go`.",
			block: true, rule: "unverified.changed",
		},
		{
			name: "a typo rewritten across files whose search printed only comments",
			events: []scenario.Event{
				{Prompt: "주석에 'recieve' 오타가 여기저기 있네요. 전부 'receive'로 고쳐 주세요."},
				{Bash: `grep -rn "recieve" --include=*.py .`, Output: "./billing/webhooks.py:14:    # recieve 된 이벤트는 중복 제거\n./notifications/consumer.py:8:# Kafka에서 메시지를 recieve 한 뒤 ack"},
				{Bash: `grep -rl "recieve" --include=*.py . | xargs sed -i 's/recieve/receive/g'`},
			},
			final: "주석 2군데의 `recieve` 오타를 `receive`로 고쳤습니다.",
		},
		{
			name: "the same rewrite, whose search printed a hit in code",
			events: []scenario.Event{
				{Prompt: "fix the 'recieve' typos"},
				{Bash: `grep -rn "recieve" --include=*.py .`, Output: "./billing/webhooks.py:14:    # recieve the event once\n./billing/webhooks.py:30:    def recieve(self, event):"},
				{Bash: `grep -rl "recieve" --include=*.py . | xargs sed -i 's/recieve/receive/g'`},
			},
			final: "Fixed the `recieve` typos.",
			block: true, rule: "unverified.changed",
		},
		{
			name: "a rewrite with no search shown changed code nobody checked",
			events: []scenario.Event{
				{Prompt: "switch every naive utcnow() to an aware now(timezone.utc)"},
				{Bash: `grep -rl 'datetime.utcnow()' app | xargs sed -i 's/datetime\.utcnow()/datetime.now(timezone.utc)/g'`},
				{Bash: `grep -rn 'utcnow' app | wc -l`, Output: "0"},
			},
			final: "Replaced all `datetime.utcnow()` calls with `datetime.now(timezone.utc)`.",
			block: true, rule: "unverified.changed",
		},
		{
			name: "a typo rewritten in named files whose search printed only comments",
			events: []scenario.Event{
				{Prompt: "There are 'recieve' typos in comments across internal/mq. Fix them, comments only."},
				{Bash: "grep -rn recieve internal/mq", Output: "internal/mq/consumer.go:12:// Consumer will recieve messages from a single queue\ninternal/mq/ack.go:31:// After we recieve a nack we requeue once."},
				{Bash: "sed -i 's/recieve/receive/g' internal/mq/consumer.go internal/mq/ack.go"},
			},
			final: "Fixed both (consumer.go:12, ack.go:31).",
		},
		{
			name: "the same, over a file the search did not read",
			events: []scenario.Event{
				{Prompt: "There are 'recieve' typos in comments across internal/mq. Fix them, comments only."},
				{Bash: "grep -rn recieve internal/mq", Output: "internal/mq/consumer.go:12:// Consumer will recieve messages from a single queue"},
				{Bash: "sed -i 's/recieve/receive/g' internal/mq/consumer.go internal/api/handler.go"},
			},
			final: "Fixed them.",
			block: true, rule: "unverified.changed",
		},
		{
			name: "a rewrite whose files the same search showed to be docs",
			events: []scenario.Event{
				{Prompt: "Fix the 'recieve' / 'seperate' typos in docs/."},
				{Bash: "grep -rnE 'recieve|[Ss]eperate' docs/ src/", Output: "docs/guide/content.md:41:Each page will recieve the site context.\ndocs/guide/plugins.md:63:Use a seperate plugin per format.\nsrc/pkg/base.py:54:    def on_recieve(self, page):  # kept for API compat"},
				{Bash: "grep -rlE 'recieve|[Ss]eperate' docs/ | xargs sed -i -E 's/recieve/receive/g; s/seperate/separate/g'"},
			},
			final: "Fixed the typos in `docs/guide/content.md` and `docs/guide/plugins.md`; `on_recieve` in `base.py` is public API, so I left it.",
		},
		{
			name: "an edit of code after the search: its hits speak for code as it was",
			events: []scenario.Event{
				{Prompt: "fix the 'recieve' typos in the comments"},
				{Bash: `grep -rn "recieve" --include=*.py .`, Output: "./billing/webhooks.py:14:    # recieve the event once"},
				{Edit: "billing/webhooks.py", Old: "def handle(self, event):", New: "def recieve_and_handle(self, event):"},
				{Bash: `grep -rl "recieve" --include=*.py . | xargs sed -i 's/recieve/receive/g'`},
			},
			final: "Fixed the typos.",
			block: true, rule: "unverified.changed",
		},
		{
			name: "a requested hard reset and clean, run and shown, is the act the user asked for",
			events: []scenario.Event{
				{Prompt: "throw away everything local on this branch: reset it hard to origin/dev and delete the untracked files"},
				{Bash: "git reset --hard origin/dev", Output: "HEAD is now at 4e5f6a7 Merge branch 'feature/search' into dev"},
				{Bash: "git clean -fd", Output: "Removing build/\nRemoving notes.md"},
			},
			final: "Done as asked: `git reset --hard origin/dev` and `git clean -fd`, which removed `build/` and `notes.md`; the branch matches origin/dev.",
		},
		{
			name: "a turn that only checked formatting is not at stake: its claim warns",
			events: []scenario.Event{
				{Prompt: "is the formatting ok?"},
				{Bash: "cargo fmt --check"},
			},
			final: "Formatting is clean and all tests pass.",
			rule:  "claim.tests-pass",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := newSessionPlayer(t).stop(tt.final, tt.events...)
			if d.Block != tt.block || d.Rule != tt.rule || !tt.block && d.Warn != (tt.rule != "") {
				t.Errorf("got block %v, warn %v, rule %q (%s); want block %v, rule %q", d.Block, d.Warn, d.Rule, d.Reason, tt.block, tt.rule)
			}
		})
	}
}
