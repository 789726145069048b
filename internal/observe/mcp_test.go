package observe

import "testing"

func TestMCPTool(t *testing.T) {
	tests := map[string]bool{
		"mcp__github__create_pull_request":              true,
		"mcp__plugin_github_github__merge_pull_request": true,
		"mcp__Claude_Browser__preview_start":            true,
		"mcp__langlearn-tts__synthesize":                true,
		"MCP:playwright:browser_navigate":               true,

		"Bash":             false,
		"Edit":             false,
		"mcp__github":      false, // a server, not a tool
		"mcp__github__":    false,
		"mcp____tool":      false,
		"mcp_github__tool": false,
		"MCP:playwright":   false,
		"ListMcpResources": false,
		"":                 false,
	}
	for name, want := range tests {
		if got := MCPTool(name); got != want {
			t.Errorf("MCPTool(%q) = %v, want %v", name, got, want)
		}
	}
}
