package observe

import (
	"strings"

	"github.com/proofgate/proofgate/internal/shell"
)

// One shell call often runs several checks, with a line printed between
// them to tell their outputs apart:
//
//	npx tsc --noEmit 2>&1 | head -50; echo "---"; npm run lint 2>&1 | tail -20; echo "---"; npm run build 2>&1 | tail -30
//
// Read whole, that output speaks for every check at once: the linter's
// "✖ 1 problem" fails the type check beside it, and the type checker's
// silence (a clean tsc prints nothing) is lost in the other checks'
// output. The echoed lines cut the output where the line runs them, so
// each check is read from its own part: the lines between the marker
// printed before it and the one printed after it.

// part is where a check's output lies in its call's output: after the
// lo-th of the line's marker lines and before the hi+1-th (0 and
// len(marks) for the start and the end of the output).
type part struct {
	marks  []string // the marker lines the line prints, in order; nil: none
	lo, hi int
	// stderr is set when the check's standard error goes where its
	// output goes (2>&1). Otherwise it lands at the end of the call's
	// output, which the harness joins after the standard output.
	stderr bool
	// shown is set when nothing sends the check's output to a file: all
	// it printed is on screen, so what is not there was not printed.
	shown bool
	// head is the fewest lines a head after the check keeps (0: none);
	// through is set when every stage after it shows the lines it is
	// given (see ending).
	head    int
	through bool
}

// markLines returns the marker lines a line prints and, for each command,
// how many of them it prints before the command. A marker is a plain
// echo of literal words, run at the top of the line: not nested, not in a
// pipeline, not redirected, without options (echo -n joins the next
// output to its line, echo -e reads escapes). An echo of a status ("exit=$?") is no marker.
func markLines(cmds []shell.Command) (marks []string, before []int) {
	before = make([]int, len(cmds))
	for i, c := range cmds {
		before[i] = len(marks)
		if text, ok := marker(c); ok {
			marks = append(marks, text)
		}
	}
	return marks, before
}

func marker(c shell.Command) (string, bool) {
	if c.Nested || c.Piped || c.Pipeline != 0 || len(c.Redirects) > 0 || len(c.Args) < 2 || programOf(c) != "echo" {
		return "", false
	}
	for i, a := range c.Args[1:] {
		if !c.Literal[i+1] || i == 0 && echoOptions(a) || strings.ContainsAny(a, "\\\n\r") {
			return "", false
		}
	}
	text := strings.TrimRight(strings.Join(c.Args[1:], " "), " \t")
	if strings.TrimSpace(text) == "" {
		return "", false
	}
	return text, true
}

// echoOptions reports echo's options (-n, -e, -E, -ne): "---" is text.
func echoOptions(a string) bool {
	return len(a) > 1 && a[0] == '-' && strings.Trim(a[1:], "neE") == ""
}

// partOf returns the part of the output of cmds[i], a check.
func partOf(cmds []shell.Command, i int, marks []string, before []int) part {
	p := part{stderr: mergesStderr(cmds[i]), shown: shown(cmds, i)}
	p.head, p.through = ending(cmds, i)
	if len(marks) > 0 {
		p.marks, p.lo, p.hi = marks, before[i], before[i]
	}
	return p
}

// join is the part of two checks of one kind, merged into one.
func (p part) join(q part) part {
	if p.marks == nil || q.marks == nil {
		p.marks = nil
	}
	p.lo, p.hi = min(p.lo, q.lo), max(p.hi, q.hi)
	p.stderr = p.stderr && q.stderr
	p.shown = p.shown && q.shown
	p.through = p.through && q.through
	if q.head > 0 && (p.head == 0 || q.head < p.head) {
		p.head = q.head
	}
	return p
}

// mergesStderr reports a 2>&1 on the command. The parser does not keep a
// redirection's file descriptor, so 3>&1 reads as one too; >&2 does not.
func mergesStderr(c shell.Command) bool {
	for _, r := range c.Redirects {
		if r.Op == ">&" && r.Target == "1" {
			return true
		}
	}
	return false
}

// shown reports a check whose output reaches the screen: neither it nor
// the last stage of its pipeline writes to a file. A redirection's file
// descriptor is not known, so 2>/dev/null counts as writing elsewhere.
func shown(cmds []shell.Command, i int) bool {
	last := i
	if cmds[i].Piped && cmds[i].Pipeline != 0 {
		for j := i + 1; j < len(cmds); j++ {
			if !cmds[j].Nested && cmds[j].Pipeline == cmds[i].Pipeline {
				last = j
			}
		}
	}
	for _, j := range []int{i, last} {
		for _, r := range cmds[j].Redirects {
			switch r.Op {
			case ">", ">>", "&>", "&>>", ">|":
				return false
			}
		}
	}
	return true
}

// of returns the text check c is read from: its part of output when the
// line's markers are all there, each as often as the line prints it,
// else the whole output. whole reports text holding all the check
// printed, so that what is missing from it was not printed: its output
// went nowhere else, and its standard error is in it. (Read whole, an
// output is taken to hold it all, as it was before parts were read.) A
// check's part that is not the last holds its standard error only with
// 2>&1; without, the end of the output (after the last marker) is added
// to text, which holds every command's standard error, and the last
// command's output: what it shows may be another's, but nothing of this
// check's is missing. own is the part alone, where an echo of the check's
// status ("exit=$?") lands.
func (p part) of(output string) (own, text string, whole bool) {
	if p.marks == nil {
		return output, output, true
	}
	lines := strings.Split(output, "\n")
	at, ok := locate(lines, p.marks)
	if !ok {
		return output, output, true
	}
	start := func(k int) int { // the line the k-th part starts at
		if k == 0 {
			return 0
		}
		return at[k-1] + 1
	}
	end := len(lines)
	if p.hi < len(p.marks) {
		end = at[p.hi]
	}
	own = strings.Join(lines[start(p.lo):end], "\n")
	text = own
	if !p.stderr && p.hi < len(p.marks) {
		text += "\n" + strings.Join(lines[start(len(p.marks)):], "\n")
	}
	return own, text, p.shown
}

// locate returns the index of the line each marker printed, in order. It
// fails unless every marker text is found on a line of its own exactly as
// often as the line prints it: a check that prints "---" itself, or a
// marker that never ran, would cut the output in the wrong place.
func locate(lines []string, marks []string) ([]int, bool) {
	want := map[string]int{}
	for _, m := range marks {
		want[m]++
	}
	got := map[string]int{}
	var at []int
	next := 0
	for i, line := range lines {
		line = strings.TrimRight(line, " \t\r")
		if _, ok := want[line]; !ok {
			continue
		}
		got[line]++
		if got[line] > want[line] {
			return nil, false
		}
		if next < len(marks) && marks[next] == line {
			at = append(at, i)
			next++
		} else {
			return nil, false // out of order
		}
	}
	if next != len(marks) {
		return nil, false
	}
	return at, true
}

// ending reads the stages after check i in its pipeline: the fewest
// lines a head keeps (0: no head), and whether every stage shows the
// lines it is given, so that the run's last lines reach the screen
// unless a head cut them.
func ending(cmds []shell.Command, i int) (head int, through bool) {
	c := cmds[i]
	if !c.Piped || c.Pipeline == 0 {
		return 0, true
	}
	through = true
	for j := i + 1; j < len(cmds); j++ {
		s := cmds[j]
		if s.Nested || s.Pipeline != c.Pipeline {
			continue
		}
		n := 0
		switch programOf(s) {
		case "head":
			n = lineCount(s.Args[1:], 10)
		case "select-object", "select":
			if hasFlag(s.Args[1:], "-First", "-first") {
				n = lineCount(s.Args[1:], 0)
			}
		}
		if n > 0 && (head == 0 || n < head) {
			head = n
		}
		through = through && passesLines(s)
	}
	return head, through
}

// endShown reports text, a check's part, whose last lines are on screen:
// no stage after it dropped lines, and a head after it kept more lines
// than it shows.
func (p part) endShown(text string) bool {
	return p.through && (p.head == 0 || strings.Count(strings.TrimSpace(text), "\n")+1 < p.head)
}
