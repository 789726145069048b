package observe

import "strings"

// MCP is the kind of a call of a tool an MCP server provides
// (mcp__github__create_pull_request, mcp__playwright__browser_snapshot):
// the record that it ran after the last change, and whether it
// succeeded. Its command is the tool's name. What such a call proves
// depends on the tool (a synthesized file, a merged pull request, a page
// that loaded), so it is no verification of its own kind: the gate
// decides what, if anything, it may back.
const MCP Kind = "mcp"

// MCPTool reports the name of a tool an MCP server provides, as Claude
// Code and Codex name it (mcp__<server>__<tool>, with a plugin's servers
// as mcp__plugin_<plugin>_<server>__<tool>) and as Cursor does
// (MCP:<server>:<tool>). It compiles nothing: it runs on every tool
// result.
func MCPTool(name string) bool {
	if rest, ok := strings.CutPrefix(name, "mcp__"); ok {
		i := strings.Index(rest, "__")
		return i > 0 && i+2 < len(rest)
	}
	if rest, ok := strings.CutPrefix(name, "MCP:"); ok {
		i := strings.IndexByte(rest, ':')
		return i > 0 && i+1 < len(rest)
	}
	return false
}
