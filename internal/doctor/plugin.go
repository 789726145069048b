package doctor

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

func readJSON(path string, v any) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(data, v); err != nil {
		return fmt.Errorf("%s does not parse: %v", path, err)
	}
	return nil
}

// checkManifests reads plugin.json and marketplace.json and checks that
// they agree on the version.
func checkManifests(root string) []Result {
	var plugin struct {
		Name    string          `json:"name"`
		Version string          `json:"version"`
		Hooks   json.RawMessage `json:"hooks"`
	}
	pluginPath := filepath.Join(root, ".claude-plugin", "plugin.json")
	if err := readJSON(pluginPath, &plugin); err != nil {
		return []Result{fail("plugin.json", err.Error(), "reinstall the plugin (/plugin install proofgate@proofgate) or pass --plugin-root")}
	}
	results := []Result{ok("plugin.json", fmt.Sprintf("%s %s", plugin.Name, plugin.Version))}
	if plugin.Name != "proofgate" || plugin.Version == "" {
		results[0] = fail("plugin.json", fmt.Sprintf("name %q, version %q", plugin.Name, plugin.Version), `plugin.json needs "name": "proofgate" and a semver "version"`)
	}
	if len(plugin.Hooks) > 0 {
		results = append(results, fail("plugin.json", `names a "hooks" file: hooks/hooks.json then loads twice`, `remove the "hooks" key; hooks/hooks.json is loaded automatically`))
	}

	var market struct {
		Plugins []struct {
			Name    string `json:"name"`
			Version string `json:"version"`
		} `json:"plugins"`
	}
	marketPath := filepath.Join(root, ".claude-plugin", "marketplace.json")
	if err := readJSON(marketPath, &market); err != nil {
		if os.IsNotExist(err) {
			return append(results, ok("marketplace.json", "absent (an installed copy need not carry it)"))
		}
		return append(results, fail("marketplace.json", err.Error(), "fix the JSON or restore the file from the release"))
	}
	for _, p := range market.Plugins {
		if p.Name == "proofgate" && p.Version != "" && p.Version != plugin.Version {
			return append(results, fail("versions", fmt.Sprintf("plugin.json says %s, marketplace.json says %s", plugin.Version, p.Version), "set both to the same version (scripts/set-version)"))
		}
	}
	return append(results, ok("marketplace.json", "agrees with plugin.json"))
}

// needed are the events proofgate must be registered for, and the tools
// a tool event's matcher must cover: the first covers of tools.
var needed = []struct {
	event  string
	covers int
}{
	{"UserPromptSubmit", 0},
	{"PreToolUse", guarded},
	{"PermissionRequest", guarded},
	{"PostToolUse", covered},
	{"PostToolUseFailure", covered},
	{"Stop", 0},
	{"SubagentStop", 0},
}

// tools are, in their first covered, the tools that change files or run
// commands, and in all guarded: those, the reading tools the guardrails
// judge like cat, and the tools through which the model could invoke the
// user's own commands (/proofgate:pause). needed counts them rather than
// holding slices of the array, which Go would build in the package's init,
// a page of every hook process's.
var tools = [...]string{"Bash", "PowerShell", "Edit", "Write", "MultiEdit", "NotebookEdit",
	"Read", "Grep", "Glob", "Skill", "SlashCommand"}

const (
	covered = 6
	guarded = len(tools)
)

type hookGroup struct {
	Matcher string `json:"matcher"`
	Hooks   []struct {
		Type    string   `json:"type"`
		Command string   `json:"command"`
		Args    []string `json:"args"`
		Timeout float64  `json:"timeout"`
	} `json:"hooks"`
}

// checkHooks reads hooks/hooks.json: every needed event registered with a
// command that runs the launcher, a timeout, and a matcher that covers the
// tools proofgate reads.
func checkHooks(root string) []Result {
	var file struct {
		Hooks map[string][]hookGroup `json:"hooks"`
	}
	path := filepath.Join(root, "hooks", "hooks.json")
	if err := readJSON(path, &file); err != nil {
		return []Result{fail("hooks.json", err.Error(), "restore hooks/hooks.json from the release")}
	}
	if file.Hooks == nil {
		return []Result{fail("hooks.json", `no top-level "hooks" object`, `wrap the events in {"hooks": {…}}`)}
	}
	var problems []string
	for _, n := range needed {
		if p := checkEvent(n.event, tools[:n.covers], file.Hooks[n.event]); p != "" {
			problems = append(problems, p)
		}
	}
	if len(problems) > 0 {
		return []Result{fail("hooks.json", strings.Join(problems, "; "), "restore hooks/hooks.json from the release, or register each event as in the README")}
	}
	return []Result{ok("hooks.json", fmt.Sprintf("all %d events registered with a timeout", len(needed)))}
}

func checkEvent(event string, tools []string, groups []hookGroup) string {
	for _, g := range groups {
		for _, h := range g.Hooks {
			if h.Type != "command" || !strings.Contains(h.Command, "bin/proofgate") {
				continue
			}
			switch {
			case h.Timeout <= 0:
				return event + " has no timeout"
			case strings.Contains(h.Command, "${CLAUDE_PLUGIN_ROOT}") && !strings.Contains(h.Command, `"${CLAUDE_PLUGIN_ROOT}`) && len(h.Args) == 0:
				return event + ": ${CLAUDE_PLUGIN_ROOT} is not quoted"
			}
			if len(tools) > 0 {
				if missing := uncovered(g.Matcher, tools); len(missing) > 0 {
					return fmt.Sprintf("%s matcher %q misses %s", event, g.Matcher, strings.Join(missing, ", "))
				}
			}
			return ""
		}
	}
	return event + " is not registered"
}

// uncovered lists the tools a matcher does not match; an empty matcher or
// "*" matches every tool.
func uncovered(matcher string, tools []string) []string {
	if matcher == "" || matcher == "*" {
		return nil
	}
	re, err := regexp.Compile("^(?:" + matcher + ")$")
	if err != nil {
		return []string{"every tool (the matcher is not a valid pattern)"}
	}
	var missing []string
	for _, t := range tools {
		if !re.MatchString(t) {
			missing = append(missing, t)
		}
	}
	return missing
}
