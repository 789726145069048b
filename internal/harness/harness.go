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
)

// Default is the harness of a hook command that names none: Claude Code,
// whose hooks.json predates the flag.
const Default = "claude"

// adapters returns the adapter of each harness name, and whether there
// is one. A switch, not a map: every hook is a process of its own, which
// would build the map again to read one entry.
func adapters(name string) (hook.Adapter, bool) {
	switch name {
	case "claude":
		return claude.Adapter{}, true
	case "codex":
		return codex.Adapter{}, true
	case "copilot":
		return copilot.Adapter{}, true
	case "cursor":
		return cursor.Adapter{}, true
	}
	return nil, false
}

// Names lists the harnesses, in the order help texts give them.
var Names = []string{"claude", "codex", "copilot", "cursor"}

// Adapter returns the adapter of the named harness ("" is Default). For a
// name proofgate does not know it returns an adapter that fails open on
// every call, naming the problem: a hook must answer, not crash.
func Adapter(name string) hook.Adapter {
	if name == "" {
		name = Default
	}
	if a, ok := adapters(name); ok {
		return a
	}
	return unknown{name}
}

// Known reports whether name is a harness proofgate supports.
func Known(name string) bool {
	_, ok := adapters(name)
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
