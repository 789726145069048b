package gate_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/proofgate/proofgate/internal/claude"
	"github.com/proofgate/proofgate/internal/config"
	"github.com/proofgate/proofgate/internal/event"
	"github.com/proofgate/proofgate/internal/hook"
	"github.com/proofgate/proofgate/internal/ledger"
	"github.com/proofgate/proofgate/internal/scenario"
)

// sessionPlayer plays several stops of one session through one engine, as
// the hooks would across a conversation.
type sessionPlayer struct {
	t *testing.T
	e *hook.Engine
}

func newSessionPlayer(t *testing.T) *sessionPlayer {
	t.Helper()
	store, err := ledger.Open(filepath.Join(t.TempDir(), "ledgers"))
	if err != nil {
		t.Fatal(err)
	}
	return &sessionPlayer{t: t, e: hook.New(store, config.Default())}
}

// stop sends the events and the final message of one stop and returns the
// Stop's decision.
func (p *sessionPlayer) stop(final string, events ...scenario.Event) event.Decision {
	p.t.Helper()
	var d event.Decision
	for _, payload := range (scenario.Session{Events: events, Final: final}).Payloads("example", "/home/dev/shop") {
		ev, err := claude.Adapter{}.Decode(payload)
		if err != nil {
			p.t.Fatal(err)
		}
		if d, err = p.e.Handle(ev); err != nil {
			p.t.Fatal(err)
		}
	}
	return d
}

func ev(prompt string) scenario.Event { return scenario.Event{Prompt: prompt} }

func TestAWarningIsShownOncePerPrompt(t *testing.T) {
	p := newSessionPlayer(t)
	const claim = "The fix from this morning is in; it builds and all tests pass."
	first := p.stop(claim, ev("Is the fix in? Does it build?"), scenario.Event{Bash: "go build ./...", Output: ""})
	if first.Block || !first.Warn || first.Rule != "claim.tests-pass" || !strings.Contains(first.Message, "(claim.tests-pass)") {
		t.Fatalf("first stop: got %+v, want a warning from claim.tests-pass", first)
	}
	again := p.stop(claim)
	if again.Block || again.Warn || again.Message != "" {
		t.Errorf("same prompt, same claim: got %+v, want a silent allow", again)
	}
	next := p.stop(claim, ev("And now? Build it again."), scenario.Event{Bash: "go build ./...", Output: ""})
	if !next.Warn {
		t.Errorf("a new prompt: got %+v, want the warning again", next)
	}
}

func TestUnreadLanguagesLeaveTheEvidenceToDecide(t *testing.T) {
	edit := scenario.Event{Edit: "cart/total.go", Old: "return sum", New: "return math.Round(sum*100) / 100"}
	tests := []struct {
		name, final string
		events      []scenario.Event
		block       bool
	}{
		{"an unverified change is blocked in Japanese", "丸め処理を修正しました。完了です。", []scenario.Event{ev("合計の丸めを直して"), edit}, true},
		{"and in Russian", "Исправил округление в cart/total.go. Готово.", []scenario.Event{ev("fix the rounding"), edit}, true},
		{"a promise in Japanese is not read", "次にテストを実行します。", []scenario.Event{ev("テストを書いて")}, false},
		{"a claim in Spanish is not read", "Listo: todas las pruebas pasan y el despliegue terminó sin errores.", []scenario.Event{ev("revisa el estado"), {Bash: "git status", Output: "nothing to commit"}}, false},
		{"a question in any language hands over", "丸め処理を修正しました。テストはどのコマンドで実行しますか？", []scenario.Event{ev("合計の丸めを直して"), edit}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := newSessionPlayer(t).stop(tt.final, tt.events...)
			if d.Block != tt.block {
				t.Errorf("block = %v by %q, want %v (%s)", d.Block, d.Rule, tt.block, d.Reason)
			}
		})
	}
}

// A gap the gate blocked on up to the cap, which the user then moved on
// from, is not blocked again at later stops: only a new change joins it.
func TestAGapIsRaisedOnce(t *testing.T) {
	p := newSessionPlayer(t)
	edit := scenario.Event{Edit: "cart/total.go", Old: "return sum", New: "return math.Round(sum*100) / 100"}
	const done = "Switched the rounding to math.Round."
	if d := p.stop(done, ev("Fix the rounding in cart/total.go."), edit); !d.Block {
		t.Fatalf("first stop: want a block, got %+v", d)
	}
	if d := p.stop(done); !d.Block {
		t.Fatalf("second stop: want a block, got %+v", d)
	}
	if d := p.stop(done); d.Block || d.Rule != "cap" || !d.Warn {
		t.Fatalf("third stop: want the cap's warning, got %+v", d)
	}
	if d := p.stop("Round half away from zero: 2.345 becomes 2.35.", ev("thanks. how does it round halves?")); d.Block {
		t.Errorf("the user moved on: blocked by %s", d.Rule)
	}
	if d := p.stop("Committed as a41c9e0.", ev("commit it"), scenario.Event{Bash: "git commit -am 'cart: round totals'", Output: "[main a41c9e0] cart: round totals"}); d.Block {
		t.Errorf("the gap was told and the user chose to commit: blocked by %s", d.Rule)
	}
	if d := p.stop("Also rounded the tax line.", ev("round the tax line too"), scenario.Event{Edit: "cart/tax.go", Old: "return t", New: "return math.Round(t*100) / 100"}); !d.Block {
		t.Errorf("a new change joins the gap: want a block")
	}
}

// The user's verdict that a block was wrong holds for that gap: the same
// rule does not block it again, and new work is a new gap.
func TestAVerdictOfWrongIsHonoured(t *testing.T) {
	store, err := ledger.Open(filepath.Join(t.TempDir(), "ledgers"))
	if err != nil {
		t.Fatal(err)
	}
	p := &sessionPlayer{t: t, e: hook.New(store, config.Default())}
	const done = "Switched the rounding to math.Round."
	if d := p.stop(done, ev("Fix the rounding in cart/total.go."), scenario.Event{Edit: "cart/total.go", Old: "return sum", New: "return math.Round(sum*100) / 100"}); !d.Block {
		t.Fatalf("want a block first, got %+v", d)
	}
	if _, err := store.MarkWrong("example", "/home/dev/shop", "it is a one-line change, I checked it"); err != nil {
		t.Fatal(err)
	}
	if d := p.stop(done); d.Block || d.Warn {
		t.Errorf("the user marked the block wrong: got %+v", d)
	}
	if d := p.stop("Also rounded the tax line.", scenario.Event{Edit: "cart/tax.go", Old: "return t", New: "return math.Round(t*100) / 100"}); !d.Block {
		t.Errorf("new work is a new gap: want a block, got %+v", d)
	}
}

// TestATaskAnswersForItsEarlierTurns plays a task across a question and
// the user's "yes": the turn that goes on changing it answers for the
// change made before the question, unless the gate blocked on that change
// already, and a new task does not inherit it.
func TestATaskAnswersForItsEarlierTurns(t *testing.T) {
	webEdit := scenario.Event{Edit: "cmd/web/main.go", Old: "const prompt = `Answer briefly.`", New: "const prompt = `Answer briefly; link every device.`"}
	apiEdit := scenario.Event{Edit: "cmd/api/extreme.go", Old: "func extreme() {}", New: "func extreme() { serve(highest()) }"}
	apiBuild := scenario.Event{Bash: "go build ./cmd/api/", Output: ""}
	const done = "All improvements are in and the build succeeds."

	t.Run("continued after a question", func(t *testing.T) {
		p := newSessionPlayer(t)
		asked := p.stop("Updated the web chat's prompt. Should the assistant link the top 10 readings or all of them?", ev("Tell the web chat's assistant about extreme readings."), webEdit)
		if asked.Block {
			t.Fatalf("question: got %+v, want an allow", asked)
		}
		d := p.stop(done, ev("yes, go ahead"), apiEdit, apiBuild)
		if !d.Block || d.Rule != "unverified.changed" || !strings.Contains(d.Reason, "main.go") {
			t.Errorf("got %+v, want unverified.changed naming main.go, which the api build does not compile", d)
		}
	})
	t.Run("an offer of more work", func(t *testing.T) {
		// The offer hands over no decision the work waits on: the edit is
		// presented as done, unchecked.
		p := newSessionPlayer(t)
		if d := p.stop("Updated the web chat's prompt. Should I also add the /api/extreme endpoint?", ev("Tell the web chat's assistant about extreme readings."), webEdit); !d.Block || d.Rule != "unverified.changed" {
			t.Errorf("got %+v, want unverified.changed", d)
		}
	})
	t.Run("blocked once, never answered", func(t *testing.T) {
		// The agent never stopped again on the blocked prompt (the user
		// interrupted it): the gap was not settled, and the task's next
		// turn answers for it.
		p := newSessionPlayer(t)
		if d := p.stop("Updated the web chat's prompt.", ev("Tell the web chat's assistant about extreme readings."), webEdit); !d.Block {
			t.Fatalf("got %+v, want a block on the unchecked web chat", d)
		}
		if d := p.stop(done, ev("yes, go ahead"), apiEdit, apiBuild); !d.Block || !strings.Contains(d.Reason, "main.go") {
			t.Errorf("got %+v, want unverified.changed naming main.go", d)
		}
	})
	t.Run("blocked on already", func(t *testing.T) {
		p := newSessionPlayer(t)
		if d := p.stop("Updated the web chat's prompt.", ev("Tell the web chat's assistant about extreme readings."), webEdit); !d.Block {
			t.Fatalf("got %+v, want a block on the unchecked web chat", d)
		}
		p.stop("Updated the web chat's prompt.")
		if d := p.stop("Updated the web chat's prompt."); d.Block {
			t.Fatalf("got %+v, want the cap to let the third stop through", d)
		}
		if d := p.stop(done, ev("yes, go ahead"), apiEdit, apiBuild); d.Block {
			t.Errorf("got %+v: the gap was raised to the cap before the user went on", d)
		}
	})
	t.Run("a new task", func(t *testing.T) {
		p := newSessionPlayer(t)
		p.stop("Updated the web chat's prompt. Should I also add the /api/extreme endpoint?", ev("Tell the web chat's assistant about extreme readings."), webEdit)
		if d := p.stop(done, ev("Add an /api/extreme endpoint that returns the highest readings."), apiEdit, apiBuild); d.Block {
			t.Errorf("got %+v: a new task does not answer for the last one's changes", d)
		}
	})
}
