package guard

import "testing"

func TestSkill(t *testing.T) {
	tests := []struct {
		name string
		want Decision
	}{
		{"proofgate:pause", Deny},
		{"proofgate:resume", Deny},
		{"proofgate:wrong", Deny},
		{"/proofgate:pause", Deny},
		{"/proofgate:pause --prompt", Deny},
		{"  proofgate:wrong the test was flaky", Deny},
		{"Proofgate:Pause", Deny},
		{"proofgate:unpause", Deny},
		// proofgate's own guidance skill, and everything else, is the
		// model's to use.
		{"proofgate:proofgate", Allow},
		{"proofgate:status", Allow},
		{"pause", Allow},
		{"other:pause", Allow},
		{"review:wrong", Allow},
		{"", Allow},
		{"   ", Allow},
		{"proofgate", Allow},
	}
	for _, tt := range tests {
		v := Skill(tt.name, dev)
		if v.Decision != tt.want || (tt.want == Deny && v.Rule != ruleSelfProtect) {
			t.Errorf("Skill(%q) = %s %s (%s), want %s", tt.name, v.Decision, v.Rule, v.Reason, tt.want)
		}
	}
}

func TestProofgateWrongFromAShell(t *testing.T) {
	tests := []struct {
		cmd  string
		want Decision
	}{
		{"proofgate wrong", Deny},
		{`"${CLAUDE_PLUGIN_ROOT}/bin/proofgate" wrong --session s1 'it was fine'`, Deny},
		{"proofgate report --last", Allow},
		{"proofgate stats --json", Allow},
	}
	for _, tt := range tests {
		if v := Bash(tt.cmd, dev); v.Decision != tt.want {
			t.Errorf("Bash(%q) = %s (%s), want %s", tt.cmd, v.Decision, v.Reason, tt.want)
		}
	}
}
