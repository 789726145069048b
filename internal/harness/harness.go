// Package harness names the agent harnesses proofgate answers hooks for and
// gives each one's adapter. The hook command says which harness calls it
// (`proofgate hook --harness codex`): payloads are never sniffed, because
// Codex and Claude Code both send hook_event_name and look alike.
package harness

import (
	"fmt"
	"strings"

	"github.com/proofgate/proofgate/internal/claude"
	"github.com/proofgate/proofgate/internal/codex"
	"github.com/proofgate/proofgate/internal/copilot"
	"github.com/proofgate/proofgate/internal/cursor"
	"github.com/proofgate/proofgate/internal/event"
	"github.com/proofgate/proofgate/internal/hook"
	"github.com/proofgate/proofgate/internal/once"
)

// Default is the harness of a hook command that names none: Claude Code,
// whose hooks.json predates the flag.
const Default = "claude"

// adapters maps each harness name to its adapter.
var adapters = once.Value[map[string]hook.Adapter]{Build: func() map[string]hook.Adapter {
	return map[string]hook.Adapter{
		"claude":  claude.Adapter{},
		"codex":   codex.Adapter{},
		"copilot": copilot.Adapter{},
		"cursor":  cursor.Adapter{},
	}
}}

// Names lists the harnesses, in the order help texts give them.
var Names = []string{"claude", "codex", "copilot", "cursor"}

// Adapter returns the adapter of the named harness ("" is Default). For a
// name proofgate does not know it returns an adapter that fails open on
// every call, naming the problem: a hook must answer, not crash.
func Adapter(name string) hook.Adapter {
	if name == "" {
		name = Default
	}
	if a, ok := adapters.Get()[name]; ok {
		return a
	}
	return unknown{name}
}

// Known reports whether name is a harness proofgate supports.
func Known(name string) bool {
	_, ok := adapters.Get()[name]
	return ok
}

// unknown answers a hook command that names an unknown harness. It cannot
// know that harness's answer shape, so it uses Claude Code's notice, which
// Codex reads too, and Cursor and Copilot take for "no decision".
type unknown struct{ name string }

func (u unknown) Decode([]byte) (event.Event, error) {
	return event.Event{}, fmt.Errorf("unknown harness %q in the hook command (known: %s)", u.name, strings.Join(Names, ", "))
}

func (unknown) Encode(event.Event, event.Decision) []byte { return nil }

func (unknown) FailOpen(problem string) []byte { return claude.Adapter{}.FailOpen(problem) }
