package decisions

import (
	"slices"
	"time"
)

// Filter selects the records Summarize counts.
type Filter struct {
	// Since drops records before it; zero keeps all.
	Since time.Time
	// Project keeps only the records of one project (a ProjectKey); ""
	// keeps all.
	Project string
}

// keeps reports whether f selects r.
func (f Filter) keeps(r Record) bool {
	return !r.Time.Before(f.Since) && (f.Project == "" || r.Project == f.Project)
}

// Stats counts the decisions of a period: the JSON of `proofgate stats
// --json`, and what its table shows.
type Stats struct {
	// Since is the start of the period ("" for the whole log); Project the
	// ProjectKey it is limited to.
	Since   string `json:"since,omitempty"`
	Project string `json:"project,omitempty"`
	// Decisions counts the records counted; Skipped the log's lines that
	// could not be read.
	Decisions int `json:"decisions"`
	Skipped   int `json:"skipped_lines"`
	Sessions  int `json:"sessions"`
	// Stops counts every stop decision (subagents' too), Blocks and
	// Warnings those that blocked or warned, and WrongBlocks and
	// WrongWarnings those the user marked wrong.
	Stops         int `json:"stops"`
	Blocks        int `json:"blocks"`
	Warnings      int `json:"warnings"`
	WrongBlocks   int `json:"wrong_blocks"`
	WrongWarnings int `json:"wrong_warnings"`
	// Denials and Asks count the guardrails' decisions.
	Denials int `json:"denials"`
	Asks    int `json:"asks"`
	Pauses  int `json:"pauses"`
	Resumes int `json:"resumes"`
	// Rules are the stop rules that blocked or warned, or were marked
	// wrong; Guardrails the guardrail rules that denied or asked. Both
	// are ordered by how often they fired, most first.
	Rules      []RuleStats  `json:"rules"`
	Guardrails []GuardStats `json:"guardrails"`
}

// RuleStats counts one stop rule's decisions.
type RuleStats struct {
	Rule          string `json:"rule"`
	Blocks        int    `json:"blocks"`
	WrongBlocks   int    `json:"wrong_blocks"`
	Warnings      int    `json:"warnings"`
	WrongWarnings int    `json:"wrong_warnings"`
}

// GuardStats counts one guardrail's decisions.
type GuardStats struct {
	Rule    string `json:"rule"`
	Denials int    `json:"denials"`
	Asks    int    `json:"asks"`
}

// Counter builds Stats from records fed to Add one at a time, so that a
// log of months is summarised as it is read, never held in memory.
type Counter struct {
	filter   Filter
	stats    Stats
	sessions map[string]struct{}
	rules    map[string]*RuleStats
	guards   map[string]*GuardStats
}

// NewCounter starts counting the records f selects.
func NewCounter(f Filter) *Counter {
	return &Counter{filter: f, sessions: map[string]struct{}{}, rules: map[string]*RuleStats{}, guards: map[string]*GuardStats{}}
}

// Add counts r when the filter selects it.
func (c *Counter) Add(r Record) {
	if !c.filter.keeps(r) {
		return
	}
	s := &c.stats
	s.Decisions++
	if r.Session != "" {
		c.sessions[r.Session] = struct{}{}
	}
	switch r.Event {
	case EventStop, EventSubagentStop:
		s.Stops++
		switch r.Decision {
		case Block:
			s.Blocks++
			c.rule(r.Rule).Blocks++
		case Warn:
			s.Warnings++
			c.rule(r.Rule).Warnings++
		}
	case EventWrong:
		switch r.Judged {
		case Block:
			s.WrongBlocks++
			c.rule(r.Rule).WrongBlocks++
		case Warn:
			s.WrongWarnings++
			c.rule(r.Rule).WrongWarnings++
		}
	case EventGuard:
		switch r.Decision {
		case Deny:
			s.Denials++
			c.guard(r.Rule).Denials++
		case Ask:
			s.Asks++
			c.guard(r.Rule).Asks++
		}
	case EventPause:
		switch r.Decision {
		case Pause:
			s.Pauses++
		case Resume:
			s.Resumes++
		}
	}
}

func (c *Counter) rule(id string) *RuleStats {
	if id == "" {
		id = "-"
	}
	if c.rules[id] == nil {
		c.rules[id] = &RuleStats{Rule: id}
	}
	return c.rules[id]
}

func (c *Counter) guard(id string) *GuardStats {
	if id == "" {
		id = "-"
	}
	if c.guards[id] == nil {
		c.guards[id] = &GuardStats{Rule: id}
	}
	return c.guards[id]
}

// Stats returns the counts so far; skipped is the number of lines the
// reader skipped.
func (c *Counter) Stats(skipped int) Stats {
	s := c.stats
	s.Skipped = skipped
	s.Project = c.filter.Project
	if !c.filter.Since.IsZero() {
		s.Since = c.filter.Since.UTC().Format(time.RFC3339)
	}
	s.Sessions = len(c.sessions)
	s.Rules = make([]RuleStats, 0, len(c.rules))
	for _, r := range c.rules {
		s.Rules = append(s.Rules, *r)
	}
	slices.SortFunc(s.Rules, func(a, b RuleStats) int {
		return byCount(a.Blocks+a.Warnings, b.Blocks+b.Warnings, a.Rule, b.Rule)
	})
	s.Guardrails = make([]GuardStats, 0, len(c.guards))
	for _, g := range c.guards {
		s.Guardrails = append(s.Guardrails, *g)
	}
	slices.SortFunc(s.Guardrails, func(a, b GuardStats) int {
		return byCount(a.Denials+a.Asks, b.Denials+b.Asks, a.Rule, b.Rule)
	})
	return s
}

// byCount orders by count, most first, then by name.
func byCount(a, b int, an, bn string) int {
	switch {
	case a != b:
		return b - a
	case an < bn:
		return -1
	case an > bn:
		return 1
	}
	return 0
}

// Summarize reads the log and counts the records f selects.
func (g *Log) Summarize(f Filter) (Stats, error) {
	c := NewCounter(f)
	skipped, err := g.Read(c.Add)
	return c.Stats(skipped), err
}
