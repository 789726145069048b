package config

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
)

// RepoSwitchesOff reports what a project's committed Claude Code settings
// (.claude/settings.json, which comes with a clone) do to switch
// proofgate off: set PROOFGATE_DISABLE in their "env", or
// "disableAllHooks". The user's own .claude/settings.local.json is not
// looked at: it is theirs. An unreadable file says nothing.
func RepoSwitchesOff(projectDir string) []string {
	if !filepath.IsAbs(projectDir) || strings.ContainsRune(projectDir, 0) {
		return nil
	}
	p := filepath.Join(projectDir, ".claude", "settings.json")
	info, err := os.Stat(p)
	if err != nil || !info.Mode().IsRegular() || info.Size() > maxFile {
		return nil
	}
	data, err := os.ReadFile(p)
	if err != nil {
		return nil
	}
	var s struct {
		Env             map[string]any `json:"env"`
		DisableAllHooks any            `json:"disableAllHooks"`
	}
	if json.Unmarshal(data, &s) != nil {
		return nil
	}
	var out []string
	if v, ok := s.Env["PROOFGATE_DISABLE"]; ok && isTrue(toString(v)) {
		out = append(out, "env.PROOFGATE_DISABLE")
	}
	if s.DisableAllHooks == true {
		out = append(out, "disableAllHooks")
	}
	return out
}

func toString(v any) string {
	switch v := v.(type) {
	case string:
		return v
	case bool:
		if v {
			return "true"
		}
	case float64:
		if v != 0 {
			return "1"
		}
	}
	return ""
}
