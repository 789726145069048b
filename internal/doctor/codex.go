package doctor

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// codexEvents are the hooks hooks/codex.json registers, as Codex names
// them in its trust keys.
var codexEvents = []string{"user_prompt_submit", "pre_tool_use", "permission_request", "post_tool_use", "stop"}

// checkCodex checks the Codex CLI side of the plugin: the manifest and its
// hook file, and, when Codex has the plugin installed, whether the user
// has trusted its hooks. Codex skips an untrusted hook without a word, so
// an installed but untrusted proofgate looks exactly like one that found
// nothing wrong; this is the one place that says so.
func checkCodex(env Env) []Result {
	var manifest struct {
		Name    string `json:"name"`
		Version string `json:"version"`
		Hooks   string `json:"hooks"`
	}
	path := filepath.Join(env.PluginRoot, ".codex-plugin", "plugin.json")
	if err := readJSON(path, &manifest); err != nil {
		if os.IsNotExist(err) {
			return []Result{ok("codex", "no .codex-plugin/plugin.json: this copy is not a Codex plugin")}
		}
		return []Result{fail("codex", err.Error(), "fix the JSON or restore the file from the release")}
	}
	var claude struct {
		Version string `json:"version"`
	}
	_ = readJSON(filepath.Join(env.PluginRoot, ".claude-plugin", "plugin.json"), &claude)
	if manifest.Name != "proofgate" || manifest.Hooks == "" || (claude.Version != "" && manifest.Version != claude.Version) {
		return []Result{fail("codex", fmt.Sprintf(".codex-plugin/plugin.json: name %q, version %q (plugin.json: %q), hooks %q", manifest.Name, manifest.Version, claude.Version, manifest.Hooks),
			`it needs "name": "proofgate", the version of .claude-plugin/plugin.json (scripts/set-version) and "hooks": "./hooks/codex.json"`)}
	}
	data, err := os.ReadFile(filepath.Join(env.PluginRoot, filepath.FromSlash(manifest.Hooks)))
	if err != nil {
		return []Result{fail("codex", err.Error(), "restore hooks/codex.json from the release")}
	}
	if !strings.Contains(string(data), "--harness codex") {
		return []Result{fail("codex", manifest.Hooks+" does not run proofgate with --harness codex", "restore hooks/codex.json from the release")}
	}
	return []Result{checkCodexTrust(env.CodexHome)}
}

// checkCodexTrust reads CODEX_HOME/config.toml for the plugin and the
// trust of its hooks. A trusted plugin hook has a [hooks.state."<plugin
// id>:hooks/codex.json:<event>:…"] table with both trusted_hash and
// trusted_content_hash; the content hash covers every file of the
// installed plugin, so an update needs the hooks trusted again.
func checkCodexTrust(codexHome string) Result {
	const how = "start codex, open /hooks and trust proofgate's 5 hooks (again after every plugin update: Codex's trust covers the plugin's files)"
	if codexHome == "" {
		return ok("codex", "Codex's home is unknown (no CODEX_HOME or HOME); not checking hook trust")
	}
	f, err := os.Open(filepath.Join(codexHome, "config.toml"))
	if err != nil {
		return ok("codex", "no "+filepath.Join(codexHome, "config.toml")+": proofgate is not installed in Codex")
	}
	defer f.Close()
	installed := false
	trusted := map[string]int{} // event → keys found in its table (2: both hashes)
	table := ""
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64<<10), 4<<20)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if strings.HasPrefix(line, "[") {
			table = ""
			if strings.HasPrefix(line, `[plugins."proofgate@`) {
				installed = true
			}
			if rest, ok := strings.CutPrefix(line, `[hooks.state."proofgate@`); ok && strings.Contains(rest, ":hooks/codex.json:") {
				_, after, _ := strings.Cut(rest, ":hooks/codex.json:")
				table, _, _ = strings.Cut(after, ":")
			}
			continue
		}
		if table != "" && (strings.HasPrefix(line, "trusted_hash") || strings.HasPrefix(line, "trusted_content_hash")) {
			trusted[table]++
		}
	}
	if !installed {
		return ok("codex", "proofgate is not installed in Codex ("+codexHome+")")
	}
	var missing []string
	for _, e := range codexEvents {
		if trusted[e] < 2 {
			missing = append(missing, e)
		}
	}
	if len(missing) > 0 {
		return warn("codex", fmt.Sprintf("proofgate is installed in Codex but %d of its %d hooks are not trusted (%s): Codex skips them silently", len(missing), len(codexEvents), strings.Join(missing, ", ")), how)
	}
	return ok("codex", "installed in Codex, all 5 hooks trusted (Codex re-checks their contents at each run: after an update, trust them again in /hooks)")
}
