package decisions

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"
	"testing"
	"time"
)

func TestCounter(t *testing.T) {
	day := func(d int) time.Time { return t0.Add(time.Duration(d) * 24 * time.Hour) }
	other := ProjectKey("/other")
	log := []Record{
		{Time: day(-10), Session: "old", Event: EventStop, Decision: Block, Rule: "premature.promise"},
		{Time: day(0), Session: "s1", Project: ProjectKey("/p"), Event: EventStop, Decision: Block, Rule: "unverified.changed"},
		{Time: day(0), Session: "s1", Project: ProjectKey("/p"), Event: EventStop, Decision: Block, Rule: "unverified.changed"},
		{Time: day(0), Session: "s1", Project: ProjectKey("/p"), Event: EventWrong, Decision: Wrong, Rule: "unverified.changed", Judged: Block},
		{Time: day(0), Session: "s1", Project: ProjectKey("/p"), Event: EventStop, Decision: Warn, Rule: "gap.reasoned"},
		{Time: day(0), Session: "s1", Project: ProjectKey("/p"), Event: EventWrong, Decision: Wrong, Rule: "gap.reasoned", Judged: Warn},
		{Time: day(0), Session: "s1", Project: ProjectKey("/p"), Event: EventStop, Decision: Allow},
		{Time: day(0), Session: "s1", Project: ProjectKey("/p"), Event: EventSubagentStop, Decision: Block, Rule: "premature.promise"},
		{Time: day(1), Session: "s2", Project: other, Event: EventGuard, Decision: Deny, Rule: "read-secret"},
		{Time: day(1), Session: "s2", Project: other, Event: EventGuard, Decision: Ask, Rule: "remote-write"},
		{Time: day(1), Session: "s2", Project: other, Event: EventGuard, Decision: Deny, Rule: "read-secret"},
		{Time: day(1), Session: "s2", Project: other, Event: EventPause, Decision: Pause},
		{Time: day(1), Session: "s2", Project: other, Event: EventPause, Decision: Resume},
		{Time: day(1), Session: "s2", Project: other, Event: "from-the-future", Decision: "x"},
	}
	tests := []struct {
		name   string
		filter Filter
		want   string // the Stats' JSON, less rules and guardrails
		rules  string
		guards string
	}{
		{"everything", Filter{},
			`"decisions":14,"skipped_lines":0,"sessions":3,"stops":6,"blocks":4,"warnings":1,"wrong_blocks":1,"wrong_warnings":1,"denials":2,"asks":1,"pauses":1,"resumes":1`,
			"premature.promise 2/0 0/0, unverified.changed 2/1 0/0, gap.reasoned 0/0 1/1", "read-secret 2 0, remote-write 0 1"},
		{"since", Filter{Since: day(-1)},
			`"decisions":13,"skipped_lines":0,"sessions":2,"stops":5,"blocks":3,"warnings":1,"wrong_blocks":1,"wrong_warnings":1,"denials":2,"asks":1,"pauses":1,"resumes":1`,
			"unverified.changed 2/1 0/0, gap.reasoned 0/0 1/1, premature.promise 1/0 0/0", "read-secret 2 0, remote-write 0 1"},
		{"one project", Filter{Project: ProjectKey("/p")},
			`"decisions":7,"skipped_lines":0,"sessions":1,"stops":5,"blocks":3,"warnings":1,"wrong_blocks":1,"wrong_warnings":1,"denials":0,"asks":0,"pauses":0,"resumes":0`,
			"unverified.changed 2/1 0/0, gap.reasoned 0/0 1/1, premature.promise 1/0 0/0", ""},
		{"nothing", Filter{Since: day(5)},
			`"decisions":0,"skipped_lines":0,"sessions":0,"stops":0,"blocks":0,"warnings":0,"wrong_blocks":0,"wrong_warnings":0,"denials":0,"asks":0,"pauses":0,"resumes":0`,
			"", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := NewCounter(tt.filter)
			for _, r := range log {
				c.Add(r)
			}
			s := c.Stats(0)
			data, _ := json.Marshal(s)
			if !strings.Contains(string(data), tt.want) {
				t.Errorf("stats %s\nwant %s", data, tt.want)
			}
			var rules, guards []string
			for _, r := range s.Rules {
				rules = append(rules, r.Rule+" "+itoa(r.Blocks)+"/"+itoa(r.WrongBlocks)+" "+itoa(r.Warnings)+"/"+itoa(r.WrongWarnings))
			}
			for _, g := range s.Guardrails {
				guards = append(guards, g.Rule+" "+itoa(g.Denials)+" "+itoa(g.Asks))
			}
			if got := strings.Join(rules, ", "); got != tt.rules {
				t.Errorf("rules: %s\nwant   %s", got, tt.rules)
			}
			if got := strings.Join(guards, ", "); got != tt.guards {
				t.Errorf("guardrails: %s\nwant        %s", got, tt.guards)
			}
			if s.Rules == nil || s.Guardrails == nil {
				t.Error("nil lists: JSON would say null")
			}
		})
	}
}

var itoa = strconv.Itoa

func TestWriteTable(t *testing.T) {
	s := Stats{Decisions: 9, Sessions: 2, Stops: 6, Blocks: 4, Warnings: 1, WrongBlocks: 1, Denials: 2, Asks: 1, Pauses: 1, Skipped: 1,
		Rules:      []RuleStats{{Rule: "unverified.changed", Blocks: 4, WrongBlocks: 1}, {Rule: "gap.reasoned", Warnings: 1}},
		Guardrails: []GuardStats{{Rule: "read-secret", Denials: 2}, {Rule: "remote-write", Asks: 1}}}
	var b bytes.Buffer
	Write(&b, s, "the last 7 days, all projects")
	out := b.String()
	for _, want := range []string{
		"proofgate decisions, the last 7 days, all projects\n",
		"stops       6 (4 blocked, 1 warned)\n",
		"wrong       1 block, 0 warnings marked wrong by the user (/proofgate:wrong)\n",
		"STOP RULE           BLOCKS  WRONG  WARNINGS  WRONG\n",
		"unverified.changed       4      1         0      0  " + strings.Repeat("█", 20) + "\n",
		"gap.reasoned             0      0         1      0  " + strings.Repeat("█", 5) + "\n",
		"GUARDRAIL     DENIED  ASKED\n",
		"read-secret        2      0  " + strings.Repeat("█", 20) + "\n",
		"remote-write       0      1  " + strings.Repeat("█", 10) + "\n",
		"(1 line of the log could not be read and was skipped)",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the table lacks %q:\n%s", want, out)
		}
	}
	b.Reset()
	Write(&b, Stats{}, "all time, all projects")
	if !strings.Contains(b.String(), "no decisions recorded") {
		t.Errorf("empty table:\n%s", b.String())
	}
}

func TestBar(t *testing.T) {
	tests := []struct{ n, most, want int }{{0, 5, 0}, {1, 1000, 1}, {5, 10, 10}, {10, 10, 20}, {3, 0, 0}}
	for _, tt := range tests {
		if got := len([]rune(bar(tt.n, tt.most))); got != tt.want {
			t.Errorf("bar(%d, %d) has %d blocks, want %d", tt.n, tt.most, got, tt.want)
		}
	}
}

func TestParseSince(t *testing.T) {
	tests := []struct {
		in   string
		want time.Duration // back from t0; -1 for the zero time
		err  bool
	}{
		{"7d", 7 * 24 * time.Hour, false},
		{"2w", 14 * 24 * time.Hour, false},
		{"1.5d", 36 * time.Hour, false},
		{"36h", 36 * time.Hour, false},
		{"90m", 90 * time.Minute, false},
		{" 7D ", 7 * 24 * time.Hour, false},
		{"all", -1, false},
		{"0", -1, false},
		{"", -1, false},
		{"d", 0, true},
		{"-3d", 0, true},
		{"-1h", 0, true},
		{"soon", 0, true},
		{"7x", 0, true},
	}
	for _, tt := range tests {
		got, err := ParseSince(tt.in, t0)
		switch {
		case tt.err:
			if err == nil {
				t.Errorf("ParseSince(%q) = %v, want an error", tt.in, got)
			}
		case err != nil:
			t.Errorf("ParseSince(%q): %v", tt.in, err)
		case tt.want < 0 && !got.IsZero(), tt.want >= 0 && !got.Equal(t0.Add(-tt.want)):
			t.Errorf("ParseSince(%q) = %v", tt.in, got)
		}
	}
}
