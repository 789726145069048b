package harness

// The map the adapters were before they became a switch, kept to prove
// the switch holds the same entries (tables_test.go).

import (
	"github.com/proofgate/proofgate/internal/claude"
	"github.com/proofgate/proofgate/internal/codex"
	"github.com/proofgate/proofgate/internal/copilot"
	"github.com/proofgate/proofgate/internal/cursor"
	"github.com/proofgate/proofgate/internal/hook"
)

func oldAdapters() map[string]hook.Adapter {
	return map[string]hook.Adapter{
		"claude":  claude.Adapter{},
		"codex":   codex.Adapter{},
		"copilot": copilot.Adapter{},
		"cursor":  cursor.Adapter{},
	}
}
