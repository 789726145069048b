// Command procbench measures whole hook processes, as Claude Code runs them:
// it builds proofgate the way a release does, installs it where the
// launcher looks (bin/<os>_<arch>/proofgate in a temporary copy of the
// plugin), and runs the launcher-plus-binary chain once per sample, with a
// realistic payload on stdin and a private XDG_STATE_HOME. For each event it
// prints the median and 95th percentile wall time and the peak RSS that
// wait4 reports, next to a python3 process that only parses the same JSON:
// the floor any interpreter-based hook pays.
//
// Samples of all variants are interleaved round by round, so that load from
// elsewhere on the machine falls on every variant alike.
//
//	go run ./internal/bench/cmd/procbench            # or scripts/bench
//	go run ./internal/bench/cmd/procbench -n 500 -check
//	go run ./internal/bench/cmd/procbench -dump /tmp/payloads   # the payloads, for perf
//	go run ./internal/bench/cmd/procbench -base /tmp/old        # before and after, interleaved
//	go run ./internal/bench/cmd/procbench -base /tmp/a,/tmp/b -only pretool-bash,post-edit -n 1000
//
// Each row's "× floor" is its median over the floor's median from the same
// rounds (the launcher in front of a Go program that only reads stdin and
// prints {}), so the figure and the -check targets hold on any machine; its
// 95% interval, and with -base each event's change against its base, come
// from resampling the rounds (interval.go). The row "start" is proofgate's
// own binary doing what the floor program does once its packages have
// initialised, and each event's "over start" its median less that row's:
// the part of an event its own work takes. A -base checkout's events run
// in state directories primed by its own binary, and its after-10k
// ledgers are filled by its own code (fill.go).
package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/proofgate/proofgate/internal/bench"
	"github.com/proofgate/proofgate/internal/ledger"
)

// afterMany marks the variants whose session has recorded 10,000 events.
const afterMany = "-after-10k-events"

// fills reports whether the events measured (all when none are named)
// include one after 10,000 events, whose ledgers a filler writes.
func fills(events []string) bool {
	return len(events) == 0 || slices.ContainsFunc(events, func(e string) bool { return strings.HasSuffix(e, afterMany) })
}

// amongMany marks the variants whose state directory also holds the
// ledgers of otherSessions other sessions, as a week of use leaves it.
const (
	amongMany     = "-among-300-sessions"
	otherSessions = 300
)

func main() {
	if os.Getenv(spawnerEnv) == "1" {
		serve()
		return
	}
	n := flag.Int("n", 100, "samples per proofgate variant")
	root := flag.String("root", "", "the plugin source (default: the module root above the current directory)")
	pythons := flag.String("python", "", "comma-separated interpreters for the floor (default: python3 on PATH, and the interpreter behind it when that is a shim)")
	check := flag.Bool("check", false, "exit 1 when a launcher median exceeds -max-median or a peak RSS exceeds -max-rss")
	maxMedian := flag.Duration("max-median", 0, "target median wall time per hook through the launcher (0: none; the ratio to the floor holds on any machine)")
	maxRSS := flag.Int64("max-rss", 10<<20, "target peak RSS in bytes")
	maxRatio := flag.Float64("max-ratio", 1.3, "target median through the launcher, as a multiple of the floor's (the launcher in front of a Go program that only reads stdin and prints {})")
	maxRatioLong := flag.Float64("max-ratio-long", 1.6, "the same target for the 10 KB prompts")
	direct := flag.Bool("direct", true, "also measure the binary without the launcher")
	pythonN := flag.Int("python-n", 50, "samples per python variant (a version-manager shim can take a second per run); the floors are sampled in every round, as the ratios they divide need")
	rssSamples := flag.Int("rss-samples", 20, "samples per variant for peak RSS through GNU time (0: take RSS from the timing samples)")
	base := flag.String("base", "", "also measure the plugin built from this checkout (the launcher rows only), interleaved in the same rounds: a before-and-after in one run; several checkouts, comma-separated, are the rows base1, base2, …")
	only := flag.String("only", "", "comma-separated events to measure (the rows' names, e.g. pretool-bash,post-edit); the floors are always measured")
	dump := flag.String("dump", "", "write each event's payload to DIR/<event>.json (and the transcripts the stops read) and exit, for perf record over a loop")
	flag.Parse()

	if *dump != "" {
		if err := dumpPayloads(*dump); err != nil {
			fmt.Fprintln(os.Stderr, "procbench:", err)
			os.Exit(1)
		}
		return
	}

	t := targets{median: *maxMedian, rss: *maxRSS, ratio: *maxRatio, ratioLong: *maxRatioLong}
	var bases, events []string
	if *base != "" {
		bases = strings.Split(*base, ",")
	}
	if *only != "" {
		events = strings.Split(*only, ",")
	}
	if err := run(*n, *root, bases, events, *pythons, *check, t, *direct, *rssSamples, *pythonN); err != nil {
		fmt.Fprintln(os.Stderr, "procbench:", err)
		os.Exit(1)
	}
}

type variant struct {
	name      string
	group     string // "launcher", "binary" or "python"
	argv      []string
	stdin     []byte
	stdinFile string
	env       []string
	// want, when set, must appear in stdout: a variant that silently fails
	// open would measure the wrong thing.
	want string

	wall []time.Duration
	cpu  []time.Duration
	rss  []int64 // bytes
}

// targets are what -check holds the launcher rows to.
type targets struct {
	median    time.Duration
	rss       int64
	ratio     float64 // median / the floor's median
	ratioLong float64 // the same, for the 10 KB prompts
}

// floorName is the floor variant each group's ratio is taken against.
var floorName = map[string]string{
	"launcher": "launcher + that Go program",
	"base":     "launcher + that Go program",
	"start":    "launcher + that Go program",
	"binary":   "Go program that reads stdin, prints {}",
}

// startOnlyTag builds proofgate's binary to do what the floor program does
// once everything before main has run (cmd/proofgate/startonly.go); the
// row it makes, startName, is the part of each event that is proofgate's
// start rather than the event's work: the runtime's start on a 10 MB
// binary, its packages' initialisation, the pages they touch.
const (
	startOnlyTag = "proofgate_start_only"
	startName    = "launcher + proofgate, main not run"
)

// overStart is a launcher row's median less the start row's: what the
// event's own work adds to starting proofgate.
func overStart(v, start *variant) string {
	if v.group != "launcher" || start == nil {
		return ""
	}
	return ms(percentile(v.wall, 50) - percentile(start.wall, 50))
}

func run(n int, root string, bases, events []string, pythons string, check bool, t targets, direct bool, rssSamples, pythonN int) error {
	if root == "" {
		var err error
		if root, err = moduleRoot(); err != nil {
			return err
		}
	}
	tmp, err := os.MkdirTemp("", "proofgate-procbench-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)

	// The plugin as a release bundle lays it out.
	platform := runtime.GOOS + "_" + runtime.GOARCH
	launcher, binary, src, err := buildPlugin(root, filepath.Join(tmp, "plugin"), platform, "")
	if err != nil {
		return err
	}
	// The same binary with nothing run in it (cmd/proofgate/startonly.go):
	// what every event pays before its own work.
	startLauncher, _, _, err := buildPlugin(root, filepath.Join(tmp, "start-plugin"), platform, startOnlyTag)
	if err != nil {
		return err
	}
	info, _ := os.Stat(binary)
	// The checkouts measured beside this one: the rows "base", or "base1",
	// "base2", … when there are several.
	type baseline struct {
		group, launcher, binary string
		fill                    filler
	}
	var baselines []baseline
	for i, dir := range bases {
		b := baseline{group: "base", fill: fillHere}
		if len(bases) > 1 {
			b.group = fmt.Sprintf("base%d", i+1)
		}
		if b.launcher, b.binary, _, err = buildPlugin(dir, filepath.Join(tmp, b.group+"-plugin"), platform, "", strings.Fields(*baseBuild)...); err != nil {
			return fmt.Errorf("the base %s: %v", dir, err)
		}
		floorName[b.group] = floorName["base"]
		if fills(events) {
			if b.fill, err = buildFiller(dir, filepath.Join(tmp, b.group+"-fill")); err != nil {
				fmt.Fprintf(os.Stderr, "procbench: the base %s cannot fill a ledger with its own code, so its after-10k rows read this checkout's: %v\n", dir, err)
				b.fill = fillHere
			}
		}
		baselines = append(baselines, b)
	}
	fill := filler(fillHere)
	if fills(events) {
		if fill, err = buildFiller(root, filepath.Join(tmp, "fill")); err != nil {
			return fmt.Errorf("building the ledger filler: %v", err)
		}
	}

	// Payloads, with transcripts for the stops that must read one.
	p := bench.DefaultParams()
	p.Cwd = filepath.Join(tmp, "proj")
	cases := bench.Payloads(p)
	for _, size := range []int64{10 << 10, 50 << 20} {
		tp := p
		tp.Transcript = filepath.Join(tmp, fmt.Sprintf("transcript-%d.jsonl", size))
		if err := bench.WriteTranscript(tp.Transcript, size, bench.FinalMessage); err != nil {
			return err
		}
		cases = append(cases, bench.Case{Name: fmt.Sprintf("stop-transcript-%s", human(size)), Event: "Stop", Payload: bench.StopFromTranscript(tp)})
	}
	// The same events in a session that has recorded 10,000 tool events:
	// a full ledger, which must cost no more than a fresh one.
	for _, name := range []string{"post-edit", "stop"} {
		cases = append(cases, bench.Case{Name: name + afterMany, Event: name, Payload: find(cases, name)})
	}
	// A prompt in the state directory of a week's sessions: what a hook
	// does per file there (a sweep on every prompt did) shows here.
	cases = append(cases, bench.Case{Name: "prompt" + amongMany, Event: "UserPromptSubmit", Payload: find(cases, "prompt")})

	// The events measured; priming and the floor take their payloads from
	// all of them.
	measured := cases
	if len(events) > 0 {
		measured = slices.DeleteFunc(slices.Clone(cases), func(c bench.Case) bool { return !slices.Contains(events, c.Name) })
		if len(measured) == 0 {
			return fmt.Errorf("-only names no event")
		}
	}
	var variants []*variant
	for _, c := range measured {
		want := ""
		if c.Event == "UserPromptSubmit" {
			want = "proofgate task mode"
		}
		env, err := primed(tmp, "state", c, cases, binary, fill, p)
		if err != nil {
			return err
		}
		variants = append(variants, &variant{name: c.Name, group: "launcher", argv: []string{launcher, "hook"}, stdin: c.Payload, env: env, want: want})
		if direct {
			variants = append(variants, &variant{name: c.Name, group: "binary", argv: []string{binary, "hook"}, stdin: c.Payload, env: env, want: want})
		}
		for _, b := range baselines {
			env, err := primed(tmp, "state-"+b.group, c, cases, b.binary, b.fill, p)
			if err != nil {
				return err
			}
			variants = append(variants, &variant{name: c.Name, group: b.group, argv: []string{b.launcher, "hook"}, stdin: c.Payload, env: env, want: want})
		}
	}
	floorPayload := find(cases, "stop") // a mid-sized payload
	for _, py := range interpreters(pythons) {
		variants = append(variants, &variant{name: py, group: "python", argv: []string{py, "-c", "import json,sys; json.load(sys.stdin)"}, stdin: floorPayload, env: os.Environ()})
	}

	// The floors under proofgate: a Go program that only reads stdin and
	// prints {}, run directly and through the same launcher.
	hello := filepath.Join(tmp, "hello")
	if err := os.MkdirAll(filepath.Join(hello, "bin", platform), 0o755); err != nil {
		return err
	}
	os.WriteFile(filepath.Join(hello, "main.go"), []byte(helloSource), 0o600)
	helloBin := filepath.Join(hello, "bin", platform, "proofgate")
	hb := exec.Command("go", "build", "-trimpath", "-ldflags", "-s -w", "-o", helloBin, "main.go")
	hb.Dir = hello
	hb.Env = append(os.Environ(), "CGO_ENABLED=0", "GO111MODULE=off")
	if out, err := hb.CombinedOutput(); err != nil {
		return fmt.Errorf("building the Go floor: %v\n%s", err, out)
	}
	if err := layOut(helloBin); err != nil {
		return err
	}
	os.WriteFile(filepath.Join(hello, "bin", "proofgate"), src, 0o755)
	variants = append(variants,
		&variant{name: "Go program that reads stdin, prints {}", group: "floor", argv: []string{helloBin, "hook"}, stdin: floorPayload, env: os.Environ()},
		&variant{name: "launcher + that Go program", group: "floor", argv: []string{filepath.Join(hello, "bin", "proofgate"), "hook"}, stdin: floorPayload, env: os.Environ()},
		&variant{name: startName, group: "start", argv: []string{startLauncher, "hook"}, stdin: floorPayload, env: os.Environ()},
	)
	if tr, err := exec.LookPath("true"); err == nil {
		variants = append(variants, &variant{name: tr + " (spawn floor)", group: "floor", argv: []string{tr}, env: os.Environ()})
	}
	for i, v := range variants {
		v.stdinFile = filepath.Join(tmp, fmt.Sprintf("stdin-%d", i))
		if err := os.WriteFile(v.stdinFile, v.stdin, 0o600); err != nil {
			return err
		}
	}
	sp, err := startSpawner()
	if err != nil {
		return err
	}
	defer sp.close()

	// Warm the page cache and check every variant once.
	for _, v := range variants {
		out, _, _, _, err := sample(sp, v)
		if err != nil {
			return fmt.Errorf("%s %s: %v", v.group, v.name, err)
		}
		if v.want != "" && !strings.Contains(out, v.want) {
			return fmt.Errorf("%s %s: stdout lacks %q: %s", v.group, v.name, v.want, out)
		}
		if strings.Contains(out, "did not run") {
			return fmt.Errorf("%s %s failed open: %s", v.group, v.name, out)
		}
	}
	order := slices.Clone(variants)
	for round := range n {
		rand.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		for _, v := range order {
			if v.group == "python" && round >= pythonN {
				continue
			}
			_, wall, rss, cpu, err := sample(sp, v)
			if err != nil {
				return fmt.Errorf("%s %s: %v", v.group, v.name, err)
			}
			v.wall = append(v.wall, wall)
			v.cpu = append(v.cpu, cpu)
			v.rss = append(v.rss, rss)
		}
	}

	// Peak RSS through GNU time when there is one: a small C process whose
	// own footprint (about 1 MB) is the only floor under the figures.
	rssNote := "wait4 ru_maxrss of the timing samples, never below the spawner's own floor (the /bin/true row)"
	if gnuTime, err := exec.LookPath("/usr/bin/time"); err == nil && rssSamples > 0 {
		rssNote = "ru_maxrss as GNU time reports it (" + gnuTime + " -f %M)"
		out := filepath.Join(tmp, "rss")
		for _, v := range variants {
			v.rss = nil
		}
		for round := range rssSamples {
			rand.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
			for _, v := range order {
				if v.group == "python" && round >= 5 {
					continue
				}
				w := *v
				w.argv = append([]string{gnuTime, "-f", "%M", "-o", out}, v.argv...)
				if _, _, _, _, err := sample(sp, &w); err != nil {
					return fmt.Errorf("%s %s under time: %v", v.group, v.name, err)
				}
				data, err := os.ReadFile(out)
				if err != nil {
					return err
				}
				lines := strings.Fields(string(data))
				kb, err := strconv.ParseInt(lines[len(lines)-1], 10, 64)
				if err != nil {
					return fmt.Errorf("GNU time wrote %q", data)
				}
				v.rss = append(v.rss, kb<<10)
			}
		}
	}

	fmt.Printf("proofgate whole-process benchmark: %d samples per proofgate variant (python: %d), %s, %d CPUs, %s\n", n, min(n, pythonN), platform, runtime.NumCPU(), runtime.Version())
	fmt.Printf("binary %s (%.1f MB, -trimpath -ldflags='-s -w', CGO_ENABLED=0); launcher %s; page cache: %s\n\n", binary, float64(info.Size())/(1<<20), "bin/proofgate", *pageCache)
	floors := map[string]*variant{}
	var start *variant
	for _, v := range variants {
		switch v.group {
		case "floor":
			floors[v.name] = v
		case "start":
			start = v
		}
	}
	rng := rand.New(rand.NewPCG(1, 2)) // the same intervals for the same samples
	tw := tabwriter.NewWriter(os.Stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "path\tevent\tstdin\tmedian\t× floor\t95% interval\tover start\tp95\tmin\tCPU median\tpeak RSS\tmedian RSS\t")
	var failed []string
	for _, v := range variants {
		med, p95, lo := percentile(v.wall, 50), percentile(v.wall, 95), slices.Min(v.wall)
		peak, medRSS := slices.Max(v.rss), percentile(v.rss, 50)
		ratio, ratioText, intervalText := 0.0, "", ""
		if f := floors[floorName[v.group]]; f != nil {
			ratio = float64(med) / float64(percentile(f.wall, 50))
			ratioText = fmt.Sprintf("%.2f×", ratio)
			if from, to, ok := ratioInterval(v.wall, f.wall, rng); ok {
				intervalText = fmt.Sprintf("%.2f–%.2f", from, to)
			}
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t\n", v.group, v.name, human(int64(len(v.stdin))), ms(med), ratioText, intervalText, overStart(v, start), ms(p95), ms(lo), ms(percentile(v.cpu, 50)), mb(peak), mb(medRSS))
		if v.group == "launcher" {
			if t.median > 0 && med > t.median {
				failed = append(failed, fmt.Sprintf("%s: median %s > %s", v.name, ms(med), ms(t.median)))
			}
			limit := t.ratio
			if strings.HasPrefix(v.name, "prompt-10k") {
				limit = t.ratioLong
			}
			if ratio > limit {
				failed = append(failed, fmt.Sprintf("%s: %.2f× the floor > %.2f× (95%% interval %s)", v.name, ratio, limit, intervalText))
			}
			if peak > t.rss {
				failed = append(failed, fmt.Sprintf("%s: peak RSS %s > %s", v.name, mb(peak), mb(t.rss)))
			}
		}
	}
	tw.Flush()
	printChanges(os.Stdout, variants, rng)
	if l, err := os.ReadFile("/proc/loadavg"); err == nil {
		fmt.Printf("\nload average at the end: %s", l)
	}
	fmt.Println("wall: fork to reaped, measured by the spawner; CPU: user+system of the process and its children (wait4);")
	fmt.Println("peak RSS: " + rssNote + ".")
	fmt.Println("× floor: the median over the floor's median, run in the same rounds: the launcher rows over the launcher + Go program row, the binary rows over the Go program's.")
	fmt.Println("95% interval: of × floor, from 1,000 resamples of the rounds, each round's samples kept together.")
	fmt.Println("over start: the launcher row's median less the start row's (" + startName + "), the event's own work.")
	fmt.Printf("\ntargets through the launcher: median <= %.2f× the floor (%.2f× for the 10 KB prompts), peak RSS <= %s", t.ratio, t.ratioLong, mb(t.rss))
	if t.median > 0 {
		fmt.Printf(", median <= %s", ms(t.median))
	}
	fmt.Println()
	if len(failed) == 0 {
		fmt.Println("all targets met")
		return nil
	}
	fmt.Printf("missed:\n  %s\n", strings.Join(failed, "\n  "))
	if check {
		os.Exit(1)
	}
	return nil
}

// pageCache says in what state each binary measured (proofgate's, a -base
// checkout's, the floor program's) is in the page cache when the rounds
// start, which moves a 10 MB binary's time by half a millisecond here
// (docs/performance.md, eighth round), and its peak RSS by 3 MB: Linux
// keeps a file's cached pages in folios as large as the writes that made
// them and maps a folio whole on a fault (forty-first round):
//
//   - readback: as after a reboot, read back from disk by the processes
//     that run it (written out, synced, dropped from the cache; the
//     warm-up run faults it in); Linux only, elsewhere written;
//   - written: as the launcher installs a download, written again in
//     pieces of 256 KB (settle in bin/proofgate);
//   - fetched: as curl, wget, tar and unzip leave it, in pieces of 16 KB
//     (a release bundle unpacked);
//   - whole: in one write(2), as a program that writes a file at once
//     leaves it (Node's fs.writeFile; the rounds before the forty-first
//     called this written);
//   - built: as go build leaves it, written through a memory mapping.

// baseBuild builds every -base checkout another way than a release is
// built, to measure what the compiler's choices do to the same code:
// "-gcflags=all=-l" (no inlining), "GOAMD64=v3", "GOTOOLCHAIN=go1.27.3".
var baseBuild = flag.String("base-build", "", "build every -base checkout with these space-separated go build flags (-gcflags=all=-l) and environment assignments (GOAMD64=v3, GOTOOLCHAIN=go1.27.3), to measure the compiler's choices on the same code")

// buildOptions sorts the words of -base-build into go build flags (those
// that start with '-') and the build's environment (NAME=value).
func buildOptions(words []string) (flags, env []string) {
	for _, w := range words {
		if strings.HasPrefix(w, "-") {
			flags = append(flags, w)
		} else {
			env = append(env, w)
		}
	}
	return flags, env
}

var pageCache = flag.String("pagecache", "readback", "the binaries' page-cache state: readback (as after a reboot), written (as the launcher installs a download, in 256 KB writes), fetched (as curl and unzip leave it, in 16 KB writes), whole (in one write) or built (as go build leaves it)")

// pieces is the size of the writes each -pagecache state lays a binary out
// with; 0 writes it at once.
var pieces = map[string]int{"readback": 0, "written": 256 << 10, "fetched": 16 << 10, "whole": 0}

// layOut puts the binary at path in the -pagecache state.
func layOut(path string) error {
	if *pageCache == "built" {
		return nil
	}
	size, ok := pieces[*pageCache]
	if !ok {
		return fmt.Errorf("-pagecache %q: want readback, written, fetched, whole or built", *pageCache)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	tmp := path + ".tmp"
	if err := writeInPieces(tmp, data, size); err != nil {
		return err
	}
	if err := os.Rename(tmp, path); err != nil {
		return err
	}
	if *pageCache == "readback" {
		return dropCache(path)
	}
	return nil
}

// writeInPieces writes data to a new executable file at path in writes of
// size bytes, or in one when size is 0.
func writeInPieces(path string, data []byte, size int) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o755)
	if err != nil {
		return err
	}
	if size == 0 {
		size = len(data)
	}
	for len(data) > 0 && err == nil {
		n := min(size, len(data))
		_, err = f.Write(data[:n])
		data = data[n:]
	}
	return errors.Join(err, f.Close())
}

// buildPlugin builds proofgate from root as a release does and lays it out
// in dir as a release bundle: the launcher at bin/proofgate, the binary at
// bin/<platform>/proofgate. It returns their paths and the launcher's text.
//
// extra are words of -base-build: go build flags, and environment
// assignments for the build (see buildOptions).
func buildPlugin(root, dir, platform, tag string, extra ...string) (launcher, binary string, src []byte, err error) {
	binary = filepath.Join(dir, "bin", platform, "proofgate")
	launcher = filepath.Join(dir, "bin", "proofgate")
	if err := os.MkdirAll(filepath.Dir(binary), 0o755); err != nil {
		return "", "", nil, err
	}
	tags := "urfave_cli_no_docs"
	if tag != "" {
		tags += "," + tag
	}
	flags, env := buildOptions(extra)
	args := append([]string{"build", "-trimpath", "-tags", tags, "-ldflags", "-s -w"}, flags...)
	build := exec.Command("go", append(args, "-o", binary, "./cmd/proofgate")...)
	build.Dir = root
	build.Env = append(append(os.Environ(), "CGO_ENABLED=0"), env...)
	if out, err := build.CombinedOutput(); err != nil {
		return "", "", nil, fmt.Errorf("building proofgate in %s: %v\n%s", root, err, out)
	}
	if err := layOut(binary); err != nil {
		return "", "", nil, err
	}
	if src, err = os.ReadFile(filepath.Join(root, "bin", "proofgate")); err != nil {
		return "", "", nil, err
	}
	return launcher, binary, src, os.WriteFile(launcher, src, 0o755)
}

// primed returns the environment of case c's runs of binary: a state
// directory of its own under tmp/states, primed so that the stop and tool
// events meet a realistic ledger (a full one for the after-10k cases,
// which fill writes with the code of binary's checkout).
func primed(tmp, states string, c bench.Case, cases []bench.Case, binary string, fill filler, p bench.Params) ([]string, error) {
	state := filepath.Join(tmp, states, c.Name)
	env := append(os.Environ(), "XDG_STATE_HOME="+state, "XDG_CONFIG_HOME="+filepath.Join(tmp, "config"), "XDG_CACHE_HOME="+filepath.Join(tmp, "cache"))
	for _, prime := range []string{"prompt", "post-edit", "post-bash-test"} {
		cmd := exec.Command(binary, "hook")
		cmd.Stdin, cmd.Env = bytes.NewReader(find(cases, prime)), env
		if out, err := cmd.Output(); err != nil || bytes.Contains(out, []byte("did not run")) {
			return nil, fmt.Errorf("priming %s: %v %s", c.Name, err, out)
		}
	}
	if strings.HasSuffix(c.Name, amongMany) {
		store, err := ledger.Open(filepath.Join(state, "proofgate", "ledgers"))
		for i := 0; err == nil && i < otherSessions; i++ {
			_, err = store.Update(fmt.Sprintf("other-session-%03d", i), p.Cwd, func(*ledger.Ledger) error { return nil })
		}
		if err != nil {
			return nil, fmt.Errorf("filling the state directory of %s: %v", c.Name, err)
		}
	}
	if strings.HasSuffix(c.Name, afterMany) {
		if err := fill(state, p); err != nil {
			return nil, fmt.Errorf("filling the ledger of %s: %v", c.Name, err)
		}
	}
	return env, nil
}

// dumpPayloads writes the benchmark's payloads to dir, one file per event,
// with the stops' transcripts beside them, so that a profiler can run the
// binary on the same inputs:
//
//	for i in $(seq 200); do /tmp/pg hook < dir/post-bash-test.json; done
func dumpPayloads(dir string) error {
	dir, err := filepath.Abs(dir)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	p := bench.DefaultParams()
	p.Cwd = filepath.Join(dir, "proj")
	cases := bench.Payloads(p)
	tp := p
	tp.Transcript = filepath.Join(dir, "transcript-10KB.jsonl")
	if err := bench.WriteTranscript(tp.Transcript, 10<<10, bench.FinalMessage); err != nil {
		return err
	}
	cases = append(cases, bench.Case{Name: "stop-transcript-10KB", Payload: bench.StopFromTranscript(tp)})
	for _, c := range cases {
		if err := os.WriteFile(filepath.Join(dir, c.Name+".json"), c.Payload, 0o600); err != nil {
			return err
		}
	}
	return nil
}

// sample runs v once through the spawner and returns its stdout, wall
// time, peak RSS and CPU time.
func sample(sp *spawner, v *variant) (string, time.Duration, int64, time.Duration, error) {
	r, err := sp.run(request{Argv: v.argv, Env: v.env, Stdin: v.stdinFile})
	if err != nil {
		return "", 0, 0, 0, err
	}
	if r.Err != "" {
		return "", 0, 0, 0, fmt.Errorf("%s: %s", r.Err, r.Stderr)
	}
	return r.Stdout, r.Wall, r.MaxRSS, r.CPU, nil
}

// interpreters lists the Python floors: python3 on PATH and, when that is a
// version-manager shim (a script), the interpreter it resolves to.
func interpreters(list string) []string {
	if list != "" {
		return strings.Split(list, ",")
	}
	var out []string
	path, err := exec.LookPath("python3")
	if err != nil {
		return nil
	}
	out = append(out, path)
	real, err := exec.Command(path, "-c", "import sys; print(sys.executable)").Output()
	if r := strings.TrimSpace(string(real)); err == nil && r != "" && r != path {
		out = append(out, r)
	}
	if _, err := os.Stat("/usr/bin/python3"); err == nil && !slices.Contains(out, "/usr/bin/python3") {
		out = append(out, "/usr/bin/python3")
	}
	return out
}

func find(cases []bench.Case, name string) []byte {
	for _, c := range cases {
		if c.Name == name {
			return c.Payload
		}
	}
	panic("no case " + name)
}

func moduleRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", fmt.Errorf("no go.mod above the current directory; pass -root")
		}
		dir = parent
	}
}

func percentile[T int64 | time.Duration](xs []T, p int) T {
	s := slices.Clone(xs)
	slices.Sort(s)
	i := (len(s)*p + 99) / 100
	return s[max(i-1, 0)]
}

func ms(d time.Duration) string { return fmt.Sprintf("%.2f ms", float64(d)/float64(time.Millisecond)) }
func mb(b int64) string         { return fmt.Sprintf("%.1f MB", float64(b)/(1<<20)) }

func human(b int64) string {
	switch {
	case b >= 1<<20:
		return fmt.Sprintf("%dMB", b>>20)
	case b >= 1<<10:
		return fmt.Sprintf("%dKB", b>>10)
	}
	return fmt.Sprintf("%dB", b)
}

const helloSource = `package main

import (
	"io"
	"os"
)

func main() {
	io.ReadAll(os.Stdin)
	os.Stdout.WriteString("{}\n")
}
`
