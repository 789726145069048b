package observe

import (
	"path"
	"slices"
	"strings"

	"github.com/proofgate/proofgate/internal/shell"
)

// Checks returns the verifications a shell line runs, recognising the
// built-in runners only.
func Checks(line string) []Check { return Recognizer{}.Checks(line) }

// Recognizer finds verifications, with a project's own commands first.
type Recognizer struct {
	Patterns []Pattern
}

// Checks returns the verifications a shell line runs, one per kind, in the
// order they first appear. A line that runs none returns nil.
func (r Recognizer) Checks(line string) []Check {
	checks, _ := r.Read(line)
	return checks
}

// Read parses a Bash line once and returns both what it verifies (as
// Checks) and the files it writes (as Writes): a hook reads both, and
// parsing is most of the cost.
func (r Recognizer) Read(line string) (checks []Check, writes []string) {
	return r.ReadTool("Bash", line)
}

// ReadTool is Read for the command line of a named shell tool: the
// PowerShell tool's lines are read as PowerShell, any other as Bash.
func (r Recognizer) ReadTool(tool, line string) (checks []Check, writes []string) {
	cmds := commands(tool, line)
	return r.checks(cmds), writesOf(cmds)
}

// commands parses a line in its tool's language and sees through the
// wrappers and inline scripts of its commands (see expand).
func commands(tool, line string) []shell.Command {
	var cmds []shell.Command
	if tool == "PowerShell" {
		cmds, _ = shell.ParsePowerShell(line)
	} else {
		cmds, _ = parseBash(line)
	}
	return expand(cmds, 0)
}

func (r Recognizer) checks(cmds []shell.Command) []Check {
	var checks []Check
	var marks []string
	var before []int
	stash := StashNone
	for i, c := range cmds {
		if c.Nested || len(c.Args) == 0 {
			continue
		}
		if m := stashMove(c); m != StashNone {
			stash = m
			continue
		}
		ks, ok := stdinProgram(c)
		if !ok {
			ks = r.kindsOf(c.Args)
		}
		if ks == 0 && ranInProject(c) {
			ks = ownCommand(c.Args)
		}
		if ks&of(Deploy) != 0 && (slices.ContainsFunc(c.Assigns, dryRunSetting) || slices.ContainsFunc(c.Args[1:], dryRunSetting)) {
			// DRY_RUN=1 ./scripts/deploy-site.sh, make release-notes
			// DRY_RUN=1: the script's or the target's rehearsal, a run of
			// its code that deploys nothing.
			ks = ks&^of(Deploy) | of(Run)
		}
		fixer := ks == 0 && lintFixer(c.Args)
		if fixer {
			ks = of(Lint)
		}
		if ks == 0 {
			continue
		}
		if before == nil {
			marks, before = markLines(cmds)
		}
		check := Check{
			Masked: c.Masked || quiet(c.Args),
			tool:   program(c.Args[0]),
			echo:   echoOf(cmds, i),
			part:   partOf(cmds, i, marks, before),
			fixer:  fixer,
			Stash:  stash,
			status: printsStatus(c.Args),
			runs:   listsRuns(c.Args),
		}
		serves := ks.has(Run) && servesArgs(c.Args)
		for _, k := range ks.list() {
			check.Kind = k
			check.serves = k == Run && serves
			check.filtered = c.Piped && keepsFailures(cmds, i, k)
			if check.filtered {
				check.window = window(cmds, i)
			}
			check.selected = c.Piped && (k == Build || k == Run) && selects(cmds, i)
			checks = merge(checks, check)
		}
	}
	return checks
}

// kindsOf names what args verify: a project's pattern first, then the
// built-in runners.
func (r Recognizer) kindsOf(args []string) kinds {
	if k, ok := r.match(args); ok {
		return of(k)
	}
	if k := classify(args); k != 0 {
		return k
	}
	if headlessCapture(args) {
		return of(Run)
	}
	return 0
}

// headlessCapture reports a browser run headless to capture a page (a
// screenshot, the DOM, a PDF), whatever the browser's path is spelled as:
// often a variable ("$CHROME" --headless --screenshot=…). It shows what
// the served program renders.
func headlessCapture(args []string) bool {
	if len(args) < 2 {
		return false // no browser with flags; a task of white space has no words at all
	}
	headless, capture := false, false
	for _, a := range args[1:] {
		headless = headless || strings.HasPrefix(a, "--headless")
		capture = capture || strings.HasPrefix(a, "--screenshot") || strings.HasPrefix(a, "--dump-dom") || strings.HasPrefix(a, "--print-to-pdf")
	}
	return headless && capture
}

// merge adds c unless a check of its kind is already there; a kind seen both
// masked and unmasked counts as unmasked, since the line's status then
// covers at least one run of it. The merged check is read from the parts
// of the output of all its runs.
func merge(checks []Check, c Check) []Check {
	for i := range checks {
		if checks[i].Kind != c.Kind {
			continue
		}
		joined := checks[i].part.join(c.part)
		stash := checks[i].Stash
		if stash == Stashed {
			stash = c.Stash // a run outside the stash read the changes
		}
		switch {
		case checks[i].Masked && !c.Masked:
			checks[i] = c
		case checks[i].Masked && checks[i].tool != c.tool:
			checks[i].tool = "" // two tools' output: read it as any runner's
		}
		checks[i].part = joined
		checks[i].Stash = stash
		// A container started, then a request to it whose code the line
		// prints: the code is the run's report.
		checks[i].status = checks[i].status || c.status
		return checks
	}
	return append(checks, c)
}

// classify names the kinds of verification args run, by their command
// word, after the wrappers in front of it.
func classify(args []string) kinds {
	outer := args
	args, _ = peel(args, nil)
	if len(args) == 0 {
		return 0
	}
	name := program(args[0])
	if dependencyAudit(name, args) {
		return of(Audit)
	}
	if k, ok := byProgram(name); ok {
		if k == Lint && fixing(args[1:]) {
			return 0
		}
		if k == Deploy {
			return hostCheck(args[1:])
		}
		return of(k)
	}
	if fn := bySubcommand(name); fn != nil {
		k := fn(args[1:])
		if act := actionOf(args); act == Publish || act == Release {
			k |= of(Deploy) // cargo publish, helm upgrade: their output shows the release
		}
		return k
	}
	if strings.ContainsAny(args[0], `/\`) && !strings.HasPrefix(args[0], "@") {
		k := script(args[0]) // not a scoped package npx runs (@next/codemod)
		if k&of(Deploy) != 0 && rehearses(args[1:]) {
			// ./scripts/deploy.sh prod --dry-run shows what it would do
			// and deploys nothing, as the action reader holds too; it ran
			// the script's own code to show it.
			k = k&^of(Deploy) | of(Run)
		}
		return k
	}
	if k := ownSubcommand(name, args[1:]); k != 0 {
		return k
	}
	if inProject(outer) {
		return ownCommand(args)
	}
	return 0
}

// ownSubcommand reads the command of a toolchain no table names by its
// subcommand, as most spell them: gleam test, raco test, crystal spec run
// the tests, rebar3 compile compiles; elm-test, a runner
// named for testing, tests, and ansible-lint, one named for linting,
// lints. Not a tool that takes a file or folder so
// named (mkdir test, git add build).
func ownSubcommand(name string, args []string) kinds {
	if readingPrograms(name) || fileTools(name) {
		return 0
	}
	if strings.HasSuffix(name, "-test") {
		return of(Test)
	}
	if strings.HasSuffix(name, "lint") && len(name) > len("lint") && !fixing(args) {
		return of(Lint) // ansible-lint, yamllint, actionlint, cfn-lint: a linter named for linting
	}
	switch sub, _ := firstWord(args); sub {
	case "test", "spec":
		return of(Test)
	case "compile":
		return of(Build) // not build: kustomize build renders, a project's own CLI builds its artefacts
	}
	return 0
}

// fileTools are programs whose operands are files, folders, refs or
// images: "test" after them names one.
func fileTools(s string) bool {
	switch s {
	case "mkdir", "rmdir", "rm", "touch", "cp", "mv", "ln", "chmod", "chown", "install", "tar", "zip", "unzip",
		"scp", "rsync", "git", "docker", "podman", "kubectl", "gh", "code", "vim", "vi", "nvim", "nano", "emacs",
		"open", "xdg-open", "source", ".", "sudo", "watch", "xargs", "exec", "time", "nohup", "pushd", "popd", "sed":
		return true
	}
	return false
}

// program is the bare, lower-case name of an executable: no directory, no
// .exe/.cmd suffix, no @version, so C:\tools\pytest.exe,
// ./node_modules/.bin/jest and npx's eslint@8 resolve.
func program(word string) string {
	word = strings.ReplaceAll(word, `\`, "/")
	name := strings.ToLower(path.Base(word))
	for _, ext := range []string{".exe", ".cmd", ".bat", ".ps1"} {
		name = strings.TrimSuffix(name, ext)
	}
	if at := strings.LastIndexByte(name, '@'); at > 0 {
		name = name[:at] // a package at a version, as npx runs it: @next/codemod@13, eslint@8
	}
	return name
}

// programOf is the program a command runs, as program reads it; "" for a
// command of redirections alone ("> out.log", "I=x >1"), which has no
// words. A pipeline's stages and the commands after a check are read
// whatever they are, so every such read goes through here.
// hostCheck judges a hosting CLI's command (vercel, netlify, fly,
// firebase, serverless) by its subcommand: one that works on this machine
// only (see hostLocal) reaches no site, so it is no deploy: `vercel build
// --prod` builds the production bundle into a local folder, which a
// report of a deploy cannot rest on; `firebase emulators:exec` runs the
// command it is given against local emulators; `vercel dev` serves here;
// `firebase use acme-prod` picks the project later commands act on.
func hostCheck(args []string) kinds {
	sub, rest := firstWord(args)
	switch {
	case sub == "build":
		return of(Build)
	case sub == "emulators:exec":
		// The script it is given is the check: `firebase emulators:exec
		// --only firestore "npm run test:rules"` runs the rules' tests.
		if len(rest) > 0 {
			if k := classify(strings.Fields(rest[len(rest)-1])); k != 0 {
				return k
			}
		}
		return of(Run)
	case hostLocal(sub):
		return 0
	}
	return of(Deploy)
}

func programOf(c shell.Command) string {
	if len(c.Args) == 0 {
		return ""
	}
	return program(c.Args[0])
}

// script judges an executable named by path (./run_tests.sh) by its name.
func script(word string) kinds {
	name := program(word)
	if k, ok := byProgram(name); ok {
		return of(k)
	}
	if fn := bySubcommand(name); fn != nil {
		return fn(nil)
	}
	if k := targetKind(strings.TrimSuffix(name, path.Ext(name))); k != 0 {
		return k
	}
	return of(Run)
}

// rehearses reports a project script's switch for a rehearsal that acts
// on nothing: --dry-run, --plan, --what-if.
func rehearses(args []string) bool {
	return hasFlag(args, "--dry-run", "--dry_run", "--dryrun", "--plan", "--what-if", "-whatif")
}

// targetKind reads a build-tool target or script name ("test:unit",
// "typecheck", "build-prod", "lint:fix") word by word, so that "ci" matches
// "ci" and "test:ci" but not "precise".
func targetKind(target string) kinds {
	words := strings.FieldsFunc(strings.ToLower(target), func(r rune) bool {
		return !('a' <= r && r <= 'z' || '0' <= r && r <= '9')
	})
	for _, rule := range targetRules {
		for _, w := range words {
			if strings.HasSuffix(w, "apply") && w != "apply" {
				continue // spotlessApply formats; "apply" alone deploys below
			}
			if matchesStem(w, []string{"audit"}) && auditsDependencies(words) {
				return of(Audit)
			}
			if rule.kind == Deploy && matchesStem(w, []string{"release"}) && releaseBuild(words) {
				continue
			}
			if strings.Contains(w, "mavenlocal") {
				// publishToMavenLocal builds the artifacts and installs them
				// in this machine's ~/.m2: a build, shipped nowhere.
				return of(Build)
			}
			if matchesStem(w, rule.stems) {
				return of(rule.kind)
			}
		}
	}
	return 0
}

// targetRules are tried in order: "typecheck" is a type check before it is
// a check, "test-build" a test before a build.
//
// The words a project names its own verification by are read as the kind
// they run: "check", "verify", "validate", "ci" and "preflight" name the
// project's whole suite before a push (npm run validate runs the linters,
// the type check and the tests, by a common convention; mvn verify and
// gradle check run the tests; Android's connected tasks,
// connectedDebugAndroidTest, run them on a device), so they count as tests; "lint" and "audit"
// name an inspection that runs none of the program (a project's audit of
// its own conventions, uv run punt audit), so they count as lint.
var targetRules = []struct {
	kind  Kind
	stems []string
}{
	{Typecheck, []string{"typecheck", "types", "tsc", "mypy", "pyright"}},
	{Lint, []string{"lint", "vet", "clippy", "style", "static", "fmtcheck", "ktlint", "detekt", "spotless", "checkstyle", "analyze", "audit"}},
	{Test, []string{"test", "spec", "check", "verify", "validate", "validation", "preflight", "e2e", "ci", "coverage", "cov", "integration", "unit", "connected"}},
	{Deploy, []string{"deploy", "publish", "release", "ship"}},
	{Build, []string{"build", "compile", "dist", "bundle", "package", "all", "assemble"}},
	{Run, []string{"start", "serve", "dev", "run", "runner", "smoke", "preview"}},
}

// releaseBuild reports a target that builds release artifacts ("build-release",
// "release:build", "bundle-release"), as Gradle's assembleRelease does: "release"
// qualifies the build. Beside deploy, publish or ship it still ships.
func releaseBuild(words []string) bool {
	build := false
	for _, w := range words {
		switch {
		case matchesStem(w, []string{"deploy", "publish", "ship", "upload", "push"}):
			return false
		case matchesStem(w, []string{"build", "compile", "bundle", "package", "assemble", "dist"}):
			build = true
		}
	}
	return build
}

// auditsDependencies reports an audit of the project's dependencies
// (pip-audit, "audit:deps", "security-audit"): it looks up third-party
// packages in an advisory database, and says nothing of what the
// project's own code does.
func auditsDependencies(words []string) bool {
	for _, w := range words {
		switch w {
		case "pip", "npm", "yarn", "pnpm", "cargo", "bundler", "deps", "dep", "dependency", "dependencies",
			"security", "vuln", "vulns", "vulnerabilities", "advisories", "licenses", "license":
			return true
		}
	}
	return false
}

// matchesStem matches short stems exactly and longer ones as prefixes
// ("tests", "linting", "building").
func matchesStem(word string, stems []string) bool {
	for _, s := range stems {
		if word == s || len(s) >= 4 && strings.HasPrefix(word, s) {
			return true
		}
	}
	return false
}

// firstWord returns the first argument that is not an option.
func firstWord(args []string) (string, []string) {
	for i, a := range args {
		if !strings.HasPrefix(a, "-") {
			return a, args[i+1:]
		}
	}
	return "", nil
}

// positional returns the first argument that is neither an option nor the
// value of one of the valued options, and the arguments after it.
func positional(args []string, valued string) (string, []string) {
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--":
			if i+1 < len(args) {
				return args[i+1], args[i+2:]
			}
			return "", nil
		case strings.HasPrefix(a, "-") && len(a) > 1:
			if !strings.Contains(a, "=") && hasWord(valued, a) {
				i++
			}
		default:
			return a, args[i+1:]
		}
	}
	return "", nil
}

func hasFlag(args []string, flags ...string) bool {
	for _, a := range args {
		for _, f := range flags {
			if a == f || strings.HasPrefix(a, f+"=") {
				return true
			}
		}
	}
	return false
}

func hasWord(list, word string) bool {
	for f := range strings.FieldsSeq(list) {
		if f == word {
			return true
		}
	}
	return false
}
