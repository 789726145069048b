package harness

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestHookFiles checks the hook file shipped for each harness: every event
// it registers is one the harness's adapter decodes (Cursor voids a whole
// hooks.json for one unknown event; an event the adapter does not know
// would only ever fail open), and every command names its harness.
func TestHookFiles(t *testing.T) {
	tests := []struct {
		file, harness string
		command       func(map[string]any) []string
	}{
		{"codex.json", "codex", func(h map[string]any) []string {
			var out []string
			for _, inner := range h["hooks"].([]any) {
				m := inner.(map[string]any)
				out = append(out, m["command"].(string), m["commandWindows"].(string))
			}
			return out
		}},
		{"copilot.json", "copilot", func(h map[string]any) []string {
			return []string{h["bash"].(string), h["powershell"].(string)}
		}},
		{"cursor.json", "cursor", func(h map[string]any) []string { return []string{h["command"].(string)} }},
	}
	for _, tt := range tests {
		data, err := os.ReadFile(filepath.Join("..", "..", "hooks", tt.file))
		if err != nil {
			t.Fatal(err)
		}
		var f struct {
			Hooks map[string][]map[string]any `json:"hooks"`
		}
		if err := json.Unmarshal(data, &f); err != nil {
			t.Fatalf("%s: %v", tt.file, err)
		}
		if len(f.Hooks) < 4 {
			t.Errorf("%s registers only %d events", tt.file, len(f.Hooks))
		}
		a := Adapter(tt.harness)
		for name, entries := range f.Hooks {
			payload, _ := json.Marshal(map[string]any{"hook_event_name": name, "status": "completed"})
			if _, err := a.Decode(payload); err != nil {
				t.Errorf("%s: %s registers %s, which its adapter does not decode: %v", tt.file, tt.harness, name, err)
			}
			for _, e := range entries {
				for _, c := range tt.command(e) {
					if !strings.HasSuffix(c, "hook --harness "+tt.harness) {
						t.Errorf("%s: %s runs %q, not proofgate hook --harness %s", tt.file, name, c, tt.harness)
					}
				}
			}
		}
	}
}
