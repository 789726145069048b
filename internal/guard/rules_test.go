package guard

import (
	"strings"
	"testing"
)

// TestRuleExamples holds every rule to its documented examples: each Fire
// example is judged by that rule with its default decision, no Pass
// example is judged by it.
func TestRuleExamples(t *testing.T) {
	judgeExample := func(e string) Verdict {
		if p, ok := strings.CutPrefix(e, "Read "); ok {
			return Read(p, dev)
		}
		if p, ok := strings.CutPrefix(e, "Write "); ok {
			return Path(p, dev)
		}
		if name, ok := strings.CutPrefix(e, "Skill "); ok {
			return Skill(name, dev)
		}
		return Bash(e, dev)
	}
	for _, r := range Rules() {
		for _, e := range r.Fire {
			if v := judgeExample(e); v.Rule != r.ID || v.Decision != r.Default {
				t.Errorf("%s must fire on %q: got %s %s (%s)", r.ID, e, v.Decision, v.Rule, v.Reason)
			}
		}
		for _, e := range r.Pass {
			if v := judgeExample(e); v.Rule == r.ID {
				t.Errorf("%s must not fire on %q: %s", r.ID, e, v.Reason)
			}
		}
	}
}

// TestOwnDirs holds the agent off proofgate's own directories named by
// the environment, except when the project is proofgate's own checkout.
func TestOwnDirs(t *testing.T) {
	ctx := dev
	ctx.Own = []string{"/opt/claude/plugins/proofgate", "relative/ignored"}
	tests := []struct {
		ctx  Context
		cmd  string
		want Decision
	}{
		{ctx, "Write /opt/claude/plugins/proofgate/hooks/hooks.json", Deny},
		{ctx, "rm -f /opt/claude/plugins/proofgate/bin/proofgate", Deny},
		{ctx, "Write relative/ignored/x", Allow},
		{Context{Cwd: "/src/proofgate", Project: "/src/proofgate", Home: "/home/dev", Own: []string{"/src/proofgate"}}, "Write hooks/hooks.json", Allow},
		{Context{Cwd: "/home/dev/.config", Project: "/home/dev/.config", Home: "/home/dev"}, "Write proofgate/config.json", Deny},
		{Context{Cwd: "/Users/dev/p", Project: "/Users/dev/p", Home: "/Users/dev"}, "Write /Users/dev/Library/Application Support/proofgate/config.json", Deny},
		{Context{Cwd: "/Users/dev/p", Project: "/Users/dev/p", Home: "/Users/dev"}, "Write /Library/Application Support/ClaudeCode/managed-settings.json", Deny},
	}
	for _, tt := range tests {
		var v Verdict
		if p, ok := strings.CutPrefix(tt.cmd, "Write "); ok {
			v = Path(p, tt.ctx)
		} else {
			v = Bash(tt.cmd, tt.ctx)
		}
		if v.Decision != tt.want {
			t.Errorf("%q = %s (%s), want %s", tt.cmd, v.Decision, v.Reason, tt.want)
		}
	}
}

func TestTighten(t *testing.T) {
	merged, dropped := Tighten(map[string]Decision{"remote-write": Allow},
		map[string]Decision{"remote-write": Ask, "read-secret": Allow, "git-discard": Deny, "no-such-rule": Allow})
	if merged["remote-write"] != Ask || merged["git-discard"] != Deny {
		t.Errorf("tightening lost: %v", merged)
	}
	if _, ok := merged["read-secret"]; ok || len(dropped) != 2 {
		t.Errorf("loosening kept: %v, dropped %q", merged, dropped)
	}
}
