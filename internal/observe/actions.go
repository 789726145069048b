package observe

import (
	"path"
	"slices"
	"strings"

	"github.com/proofgate/proofgate/internal/shell"
)

// ActionKind names what a command did beyond the working tree: the acts a
// final message may report ("Committed.", "Pushed to main", "Published
// 2.3.0", "Deleted the 48 rows") and that the gate holds to their command.
type ActionKind string

const (
	Commit  ActionKind = "commit"  // git commit
	Push    ActionKind = "push"    // git push, including tags and force pushes
	Merge   ActionKind = "merge"   // a pull request merged on the host
	Publish ActionKind = "publish" // a package, image or release published
	Release ActionKind = "release" // a deploy, apply or rollout to an environment
	Data    ActionKind = "data"    // rows written or deleted in a database, a cache flushed
	Infra   ActionKind = "infra"   // cloud or cluster resources created, changed or deleted
	Secret  ActionKind = "secret"  // a secret set, rotated or revoked
	// Discard is local work thrown away for good: git reset --hard, git
	// clean -f, a branch or a stash dropped, a work-tree file restored
	// over its edits, a directory removed. It stays in the repository, but
	// a user who asked for it (a "destructive" prompt) sees it done.
	Discard ActionKind = "discard"
)

// Boundary reports whether an action crosses a boundary beyond the
// repository (everything but a local commit or a local discard).
func (k ActionKind) Boundary() bool { return k != "" && k != Commit && k != Discard }

// Actions returns the kinds of action a shell line carries out, once each,
// in order. Looks (get, describe, list, status, a dry run, a SELECT) are no
// actions; neither is anything the line only mentions (an echo, a commit
// message).
func Actions(line string) []ActionKind {
	cmds, _ := parseBash(line)
	var out []ActionKind
	for _, c := range cmds {
		if c.Nested || len(c.Args) == 0 {
			continue
		}
		args, _ := peel(c.Args, nil)
		if len(args) == 0 || dryRun(args, c.Assigns) {
			continue
		}
		k := actionOf(args)
		if k == "" && sqlClients(program(args[0])) && (writesSQLFrom(c.Redirects) || runsFile(args[1:], c.Redirects, "")) {
			k = Data // psql <<'SQL' … DELETE FROM … SQL; psql -f migration.sql
		}
		if k != "" && !containsKind(out, k) {
			out = append(out, k)
		}
		if k != "" && k != Release && scriptAction(program(args[0])) == k && strings.ContainsAny(args[0], `/\`) && !containsKind(out, Release) {
			// An environment's ops script does what its name says and what
			// that entails: a rotation restarts what reads the secret.
			out = append(out, Release)
		}
		if pushesTag(args) && !containsKind(out, Publish) {
			out = append(out, Publish) // a version tag pushed is how a release is cut
		}
		if k == Push && publishesSite(args) && !containsKind(out, Publish) {
			out = append(out, Publish) // the pages branch pushed is the site published
		}
		if k == Push && deletesRemoteRefs(args) && !containsKind(out, Data) {
			out = append(out, Data) // branches or tags deleted at the remote
		}
	}
	return out
}

// gitDiscards reports a git subcommand that throws local work away:
// reset --hard, clean with -f (not -n, not -i), stash drop or clear, a
// local branch deleted, and checkout or restore of work-tree paths
// (git checkout -- x, git checkout ., git restore x; not restore
// --staged, which keeps the edits).
func gitDiscards(sub string, rest []string) bool {
	next, _ := firstWord(rest)
	switch sub {
	case "reset":
		return hasFlag(rest, "--hard")
	case "clean":
		return plainSwitches.among(rest, 'f', "--force") && !plainSwitches.among(rest, 'n', "--dry-run") && !plainSwitches.among(rest, 'i', "--interactive")
	case "stash":
		return next == "drop" || next == "clear"
	case "branch":
		// -d deletes only merged branches, but deletes them: the act a
		// user asking to prune local branches wants to see.
		return plainSwitches.among(rest, 'd', "--delete") || plainSwitches.among(rest, 'D')
	case "checkout":
		return slices.Contains(rest, "--") || next == "."
	case "restore":
		return !plainSwitches.among(rest, 'S', "--staged") || plainSwitches.among(rest, 'W', "--worktree")
	}
	return false
}

// engineDiscards reports a container engine's subcommand that deletes
// what this machine's engine holds: images (rmi, image rm, image prune),
// stopped containers, volumes, everything unused (system prune). Local
// work thrown away, as git clean is; a registry's images are deleted with
// its own API (aws ecr batch-delete-image), which is no such line.
func engineDiscards(sub, next string) bool {
	switch sub {
	case "rmi":
		return true
	case "image", "container", "volume", "network", "builder", "system":
		return next == "rm" || next == "prune"
	}
	return false
}

func containsKind(ks []ActionKind, k ActionKind) bool {
	for _, x := range ks {
		if x == k {
			return true
		}
	}
	return false
}

// actionOf reads one command.
func actionOf(args []string) ActionKind {
	name := program(args[0])
	if c := wrappedClient(args[0], name); c != "" {
		name = c // ./bin/psql-prod -c "VACUUM …" is psql aimed at production
	}
	sub, rest := firstWord(args[1:])
	next, _ := firstWord(rest)
	switch name {
	case "git":
		sub, rest = gitSubcommand(args[1:])
		switch sub {
		case "commit":
			return Commit
		case "push":
			if hasFlag(rest, "-n") {
				return "" // git push -n is a dry run
			}
			return Push
		}
		if gitDiscards(sub, rest) {
			return Discard
		}
	case "rm":
		if plainSwitches.has(args, 'r', "--recursive") || plainSwitches.has(args, 'R') {
			return Discard
		}
	case "gh-pages":
		// The npm package's CLI commits a folder to a branch and pushes it
		// (a site published to GitHub Pages), unless told not to push.
		if !hasFlag(args[1:], "-n", "--no-push") {
			return Push
		}
	case "mkdocs":
		if sub == "gh-deploy" { // builds the site, commits it to gh-pages and pushes
			return Push
		}
	case "ghp-import":
		if plainSwitches.has(args[1:], 'p', "--push") {
			return Push
		}
	case "gh":
		switch {
		case sub == "pr" && next == "merge":
			return Merge
		case sub == "release" && (next == "create" || next == "upload" || next == "delete"):
			return Publish
		case sub == "secret" && (next == "set" || next == "delete" || next == "remove"):
			return Secret
		case sub == "api" && hasFlag(rest, "-X", "--method") && !hasWordArg(rest, "GET"):
			return Infra
		}
	case "npm", "pnpm", "yarn", "cargo", "gem", "poetry", "twine", "hatch", "flit", "dotnet", "mvn":
		if hasFlag(args[1:], "--dry-run") {
			return "" // a rehearsal publishes nothing
		}
		if sub == "publish" || sub == "upload" || name == "twine" && sub == "upload" || name == "dotnet" && sub == "nuget" && next == "push" || name == "mvn" && hasWordArg(args[1:], "deploy") {
			return Publish
		}
		if withdraws(name, sub, next) {
			return Publish
		}
		if sub == "run" && (name == "npm" || name == "pnpm" || name == "yarn") {
			return taskAction(next) // npm run db:migrate, pnpm run deploy
		}
		if name == "dotnet" && sub == "ef" && efMigrates(rest) {
			return Data
		}
		if name == "mvn" {
			return buildToolAction(args[1:])
		}
	case "mvnw", "gradle", "gradlew":
		if name == "mvnw" && hasWordArg(args[1:], "deploy") {
			return Publish
		}
		return buildToolAction(args[1:])
	case "dotnet-ef":
		if efMigrates(args[1:]) {
			return Data
		}
	case "make", "gmake", "just", "task", "dep", "cap", "kamal", "mina", "fab", "envoy":
		// A task's name says what it does, as a script's does: make
		// migrate ENV=staging changes data, just deploy releases. The
		// deploy runners (Deployer's dep, Capistrano's cap, Kamal, Mina,
		// Fabric, Envoy) read the same way: dep deploy production, cap
		// production deploy, kamal rollback.
		if hasFlag(args[1:], "-n", "--dry-run", "--just-print", "--recon", "--dry") {
			return ""
		}
		for _, a := range args[1:] {
			if !strings.HasPrefix(a, "-") && !strings.Contains(a, "=") {
				if k := taskAction(a); k != "" {
					return k
				}
			}
		}
	case "docker", "podman":
		if sub == "push" || sub == "buildx" && hasFlag(rest, "--push") {
			return Publish
		}
		if engineDiscards(sub, next) {
			return Discard
		}
	case "fastlane":
		return fastlaneAction(args[1:])
	case "goreleaser":
		// A release publishes its archives unless told to build only.
		if sub == "release" && !buildsOnly(rest) {
			return Publish
		}
		return ""
	case "psql", "mysql", "sqlite3", "mariadb", "cockroach", "clickhouse-client", "snowsql", "duckdb":
		if writesSQL(args[1:]) {
			return Data
		}
	case "pg_repack", "vacuumdb", "reindexdb", "clusterdb", "mongorestore", "mysqlimport":
		// A database's maintenance and restores rewrite its tables; pg_repack's
		// -N is its dry run.
		if !hasFlag(args[1:], "--dry-run", "-N", "--help", "--version", "-V") {
			return Data
		}
	case "pg_restore":
		// Into a database (-d) it writes; without one it prints a script,
		// and --list only lists the archive.
		if hasFlag(args[1:], "-d", "--dbname") && !hasFlag(args[1:], "-l", "--list") {
			return Data
		}
	case "bq":
		// bq query 'DELETE FROM …' writes; bq rm, load and cp change
		// tables; a --dry_run is read above as no act.
		switch sub {
		case "query":
			if writesSQL(args[2:]) {
				return Data
			}
		case "rm", "load", "cp", "insert", "truncate":
			return Data
		}
	case "fastly":
		if sub == "purge" {
			return Data // a CDN's cache purged: `fastly purge --service-id … --key static-js`
		}
	case "redis-cli":
		for _, a := range args[1:] {
			switch strings.ToLower(a) {
			case "flushall", "flushdb", "del", "unlink", "set", "hset", "expire":
				return Data
			}
		}
	case "kubectl", "oc":
		// "kubectl -n prod rollout restart": a flag's value is no verb
		sub, rest = positional(args[1:], kubectlValued)
		next, _ = positional(rest, kubectlValued)
		switch sub {
		case "rollout":
			switch next {
			case "undo", "restart", "resume", "pause":
				return Release
			}
			return "" // rollout status, history: looks
		case "apply", "replace", "set":
			return Release
		case "delete", "scale", "patch", "create", "edit", "annotate", "label", "drain", "cordon", "uncordon", "taint":
			if next == "secret" || sub == "create" && hasWordArg(rest, "secret") {
				return Secret
			}
			return Infra
		}
	case "helm":
		switch sub {
		case "install", "upgrade", "rollback", "uninstall", "delete":
			return Release
		}
	case "terraform", "tofu", "pulumi":
		switch sub {
		case "apply", "up":
			return Release
		case "destroy", "import", "state":
			return Infra
		}
	case "aws", "gcloud", "az", "doctl", "gsutil":
		return cloudAction(name, args[1:])
	case "curl", "http", "https", "httpie", "wget":
		if remoteWrite(name, args[1:]) {
			return Infra
		}
	case "prisma":
		if sub == "migrate" && (next == "deploy" || next == "reset") || sub == "db" && next == "push" {
			return Data
		}
	case "dvc":
		// gc --cloud deletes from the shared remote what no ref uses;
		// push uploads to it.
		switch {
		case sub == "gc" && hasFlag(args[1:], "--cloud", "-c"):
			return Data
		case sub == "push":
			return Push
		}
	case "rails", "rake", "bin/rails":
		for _, a := range args[1:] {
			if strings.HasPrefix(a, "db:migrate") && !strings.HasSuffix(a, ":status") || a == "db:rollback" || a == "db:schema:load" || a == "db:seed" || a == "db:reset" || a == "db:drop" {
				return Data
			}
		}
		if k := managementAction("rails", args[1:]); k != "" {
			return k
		}
	case "php", "python", "python3", "manage.py", "knex", "sequelize", "sequelize-cli":
		if frameworkMigrates(name, args[1:]) {
			return Data
		}
		if k := managementAction(name, args[1:]); k != "" {
			return k
		}
	case "vault":
		if sub == "kv" && (next == "put" || next == "delete" || next == "patch") || sub == "write" || sub == "delete" {
			return Secret
		}
	case "heroku":
		return herokuAction(sub, args[2:])
	default:
		if migrationTool(name) && migrates(name, args[1:]) {
			return Data
		}
	}
	if k, ok := byProgram(name); ok && k == Deploy && !lookOnly(args[1:]) && !hostLocal(sub) {
		if (name == "fly" || name == "flyctl") && (sub == "ssh" || sub == "console") {
			// `fly ssh console -a app -C 'python manage.py migrate'` does
			// what the command it runs there does; a shell alone, nothing.
			return remoteAction(rest)
		}
		return Release
	}
	if strings.ContainsAny(args[0], `/\`) && !lookOnly(args[1:]) && !hasFlag(args[1:], "--dry-run", "-n", "--plan") {
		if k := scriptAction(name); k != "" {
			return k
		}
	}
	if script, ok := interpretedScript(name, args[1:]); ok && !lookOnly(args[2:]) && !hasFlag(args[2:], "--dry-run", "-n", "--plan") {
		return scriptAction(program(script)) // python scripts/purge_pageviews.py --confirm
	}
	if fn := bySubcommand(name); fn != nil && fn(args[1:])&of(Deploy) != 0 {
		return Release
	}
	if publishes(name, sub, rest) {
		return Publish
	}
	return ""
}

// publishes reports a toolchain's own publish command, of one the cases
// above do not name: deno publish, dart pub publish, mix hex.publish, uv
// publish, vsce publish. A rehearsal (--dry-run) publishes nothing.
func publishes(name, sub string, rest []string) bool {
	if hasFlag(rest, "--dry-run", "-n") || readingPrograms(name) || fileTools(name) {
		return false
	}
	if sub == "pub" || sub == "hex" {
		sub, _ = firstWord(rest) // dart pub publish, flutter pub publish
	}
	return sub == "publish" || sub == "hex.publish"
}

// interpretedScript returns the script an interpreter is given as its
// first argument (python scripts/backfill.py, node ops/rotate.js, bash
// deploy.sh): the project's own program, read by its name as one run by
// its path is.
func interpretedScript(name string, args []string) (string, bool) {
	switch name {
	case "python", "python3", "node", "bash", "sh", "zsh", "ruby", "perl", "php", "bun", "tsx", "ts-node":
	default:
		return "", false
	}
	if len(args) == 0 || strings.HasPrefix(args[0], "-") {
		return "", false // python -m pkg, bash -c '…': no script file
	}
	switch path.Ext(args[0]) {
	case ".py", ".js", ".mjs", ".cjs", ".ts", ".sh", ".bash", ".rb", ".pl", ".php":
		return args[0], true
	}
	return "", false
}

// scriptAction reads what a project's own script does from its name, the
// way its authors named it: ./scripts/rotate-secret.sh rotates a secret,
// ./deploy.sh releases, ./ops/backfill.py changes data.
func scriptAction(name string) ActionKind {
	stem := strings.ToLower(strings.TrimSuffix(name, path.Ext(name)))
	words := strings.FieldsFunc(stem, func(r rune) bool { return !('a' <= r && r <= 'z' || '0' <= r && r <= '9') })
	for _, w := range words {
		switch w {
		case "deploy", "release", "rollout", "rollback", "promote", "redeploy":
			return Release
		case "rotate", "secret", "secrets":
			return Secret
		case "migrate", "migration", "backfill", "seed", "purge", "truncate", "restore", "delete", "drop", "prune":
			return Data
		case "publish":
			return Publish
		}
	}
	return ""
}

// taskAction reads a task runner's target by its name (see scriptAction),
// unless the name says it builds or checks: build:release builds a release,
// test:deploy tests one.
func taskAction(name string) ActionKind {
	for _, w := range strings.FieldsFunc(strings.ToLower(name), func(r rune) bool { return !('a' <= r && r <= 'z') }) {
		switch w {
		case "build", "test", "tests", "check", "lint", "dry", "plan", "diff", "preview", "status", "list":
			return ""
		}
	}
	return scriptAction(name)
}

// fastlaneAction reads a fastlane lane or action by its name, past the
// platform and the lane's options (version:4.12.0): a lane that hands a
// build to testers or a store (beta, testflight, the upload_to_ actions,
// pilot, deliver, supply) publishes it; any other is read as a task
// ("deploy", "release").
func fastlaneAction(args []string) ActionKind {
	for _, a := range args {
		switch {
		case strings.HasPrefix(a, "-") || strings.Contains(a, ":") || a == "ios" || a == "android" || a == "mac":
			continue
		case a == "beta" || a == "testflight" || a == "pilot" || a == "deliver" || a == "supply" || a == "distribute" ||
			strings.HasPrefix(a, "upload_to_") || a == "appstore" || a == "app_store" || a == "playstore" || a == "play_store":
			return Publish
		}
		return taskAction(a)
	}
	return ""
}

// remoteAction returns the action of the command a remote shell is given
// to run (-C, --command), or "" when it is given none.
func remoteAction(args []string) ActionKind {
	for i, a := range args {
		cmd, ok := "", false
		switch {
		case (a == "-C" || a == "--command") && i+1 < len(args):
			cmd, ok = args[i+1], true
		case strings.HasPrefix(a, "--command="):
			cmd, ok = strings.TrimPrefix(a, "--command="), true
		}
		if ok {
			if kinds := Actions(cmd); len(kinds) > 0 {
				return kinds[0]
			}
			return ""
		}
	}
	return ""
}

// dryRun reports a command told to look, not act: a dry-run, what-if,
// plan-only or no-op switch (./deploy.sh prod 4812 --plan prints what it
// would do; puppet agent --noop changes nothing), its help, or a dry
// run's setting (see dryRunSetting) among its arguments or its
// environment.
func dryRun(args, assigns []string) bool {
	return hasFlag(args[1:], "--dry-run", "--dry_run", "--dryrun", "--what-if", "-whatif", "--plan", "--plan-only", "--noop", "--simulate", "--help", "--validate-only") ||
		slices.ContainsFunc(args[1:], dryRunSetting) || slices.ContainsFunc(assigns, dryRunSetting)
}

// dryRunSetting reports a NAME=value word that turns a task's dry run on:
// "DRY_RUN=1" as a rake task's argument or the command's environment
// (bin/rails accounts:purge DRY_RUN=1; DRYRUN=true ./purge.sh).
func dryRunSetting(w string) bool {
	name, value, ok := strings.Cut(w, "=")
	if !ok {
		return false
	}
	switch strings.ToLower(name) {
	case "dry_run", "dryrun", "dry-run", "dry":
	default:
		return false
	}
	switch strings.ToLower(strings.Trim(value, `"'`)) {
	case "1", "true", "yes", "on", "y":
		return true
	}
	return false
}

// hostLocal reports a hosting CLI's subcommand that works on this machine
// only: `vercel build` and `netlify build` build the site into a local
// folder, `dev` and `serve` run it here, `pull` and `link` fetch the
// project's settings, `firebase use` picks the project. None reaches the
// site.
func hostLocal(sub string) bool {
	switch sub {
	case "build", "dev", "serve", "pull", "link", "login", "init", "use", "emulators:start", "emulators:exec":
		return true
	}
	return false
}

// lookOnly reports a deploy tool's subcommand that only looks: `fly
// secrets list`, `vercel ls`, `netlify status` act on nothing.
func lookOnly(args []string) bool {
	for _, a := range args {
		switch strings.ToLower(a) {
		case "list", "ls", "status", "show", "get", "logs", "info", "whoami", "version", "--version", "help", "--help", "history", "inspect", "describe",
			"--status", "--list", "--show", "--info":
			return true
		}
	}
	return false
}

// pushesTag reports a git push of a version tag: --tags, --follow-tags,
// refs/tags/…, or a ref such as v2.3.0.
func pushesTag(args []string) bool {
	if program(args[0]) != "git" {
		return false
	}
	sub, rest := gitSubcommand(args[1:])
	if sub != "push" || hasFlag(rest, "-n", "--dry-run") || plainSwitches.among(rest, 'd', "--delete") {
		return false // a tag deleted releases nothing
	}
	for _, a := range rest {
		a = strings.TrimPrefix(a, "+")
		if a == "--tags" || a == "--follow-tags" || strings.HasPrefix(a, "refs/tags/") || versionTag(a) {
			return true
		}
	}
	return false
}

// ForcesPush reports a line that force-pushes with git: -f, --force,
// --force-with-lease, --force-if-includes, --mirror, or a refspec led by
// "+". A message that reports a history rewritten on the remote needs
// such a push; a plain one (a tag pushed beside it) rewrote nothing.
func ForcesPush(line string) bool {
	if !strings.Contains(line, "push") && !strings.Contains(line, "gh-deploy") && !strings.Contains(line, "ghp-import") {
		return false
	}
	cmds, _ := parseBash(line)
	for _, c := range cmds {
		if c.Nested || len(c.Args) == 0 {
			continue
		}
		args, _ := peel(c.Args, nil)
		if len(args) == 0 {
			continue
		}
		if sitePushForced(args) {
			return true
		}
		if program(args[0]) != "git" {
			continue
		}
		sub, rest := gitSubcommand(args[1:])
		if sub != "push" || hasFlag(rest, "-n", "--dry-run") {
			continue
		}
		if plainSwitches.among(rest, 'f', "--force", "--force-with-lease", "--force-if-includes", "--mirror") {
			return true
		}
		for _, a := range rest {
			if strings.HasPrefix(a, "+") && len(a) > 1 {
				return true
			}
		}
	}
	return false
}

// deletesRemoteRefs reports a git push that deletes refs at the remote:
// git push origin --delete feature/x, git push origin :feature/x.
func deletesRemoteRefs(args []string) bool {
	if program(args[0]) != "git" {
		return false
	}
	sub, rest := gitSubcommand(args[1:])
	if sub != "push" {
		return false
	}
	if plainSwitches.among(rest, 'd', "--delete") {
		return true
	}
	for _, a := range rest {
		if len(a) > 1 && a[0] == ':' {
			return true
		}
	}
	return false
}

// publishesSite reports a push made by a site publisher (the gh-pages
// CLI, mkdocs gh-deploy, ghp-import -p): it pushes the branch a site is
// served from, so the push publishes the site.
func publishesSite(args []string) bool {
	switch program(args[0]) {
	case "gh-pages", "mkdocs", "ghp-import":
		return true
	}
	return false
}

// sitePushForced reports a site publisher's push that is forced:
// mkdocs gh-deploy --force (or --no-history, which replaces the branch's
// history with one commit) and ghp-import -p -f.
func sitePushForced(args []string) bool {
	switch program(args[0]) {
	case "mkdocs":
		sub, _ := firstWord(args[1:])
		return sub == "gh-deploy" && hasFlag(args[1:], "--force", "--no-history")
	case "ghp-import":
		return plainSwitches.has(args[1:], 'p', "--push") && plainSwitches.has(args[1:], 'f', "--force")
	}
	return false
}

// versionTag reports a ref like v2.3.0 or 1.4.0-rc.1.
func versionTag(ref string) bool {
	ref = strings.TrimPrefix(ref, "v")
	major, rest, ok := strings.Cut(ref, ".")
	if !ok || major == "" || strings.Trim(major, "0123456789") != "" {
		return false
	}
	minor, _, _ := strings.Cut(rest, ".")
	return minor != "" && strings.Trim(minor, "0123456789") == ""
}

// kubectlValued are kubectl's global options that take a value.
const kubectlValued = "-n --namespace --context --cluster --kubeconfig --user -s --server --token -l --selector -o --output -f --filename -c --container --as --request-timeout"

// gitSubcommand skips git's global options (-C dir, -c key=value,
// --git-dir=…) to the subcommand.
func gitSubcommand(args []string) (string, []string) {
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "-C" || a == "-c" || a == "--git-dir" || a == "--work-tree" || a == "--namespace":
			i++
		case strings.HasPrefix(a, "-"):
		default:
			return a, args[i+1:]
		}
	}
	return "", nil
}

// cloudAction reads the cloud CLIs: verbs that create, change, delete,
// deploy or copy into the cloud are actions; get, describe and list are
// looks.
func cloudAction(name string, args []string) ActionKind {
	for _, a := range args {
		low := strings.ToLower(a)
		if strings.HasPrefix(low, "-") {
			continue
		}
		switch {
		case strings.Contains(low, "secret") && (strings.Contains(low, "put-") || strings.Contains(low, "rotate") || strings.Contains(low, "update") || strings.Contains(low, "create")):
			return Secret
		case low == "deploy" || strings.HasPrefix(low, "deploy-") || strings.HasPrefix(low, "update-service") || strings.HasPrefix(low, "update-function"),
			low == "import" && name == "gcloud" && (slices.Contains(args, "dags") || slices.Contains(args, "plugins")):
			// gcloud composer environments storage dags import puts the
			// code where the environment's scheduler runs it.
			return Release
		case name == "gsutil" && (low == "rm" || low == "rb" || low == "cp" || low == "mv" || low == "rsync"),
			name == "gcloud" && slices.Contains(args, "storage") && (low == "rm" || low == "cp" || low == "mv" || low == "rsync" || low == "delete"),
			name == "aws" && (low == "rm" || low == "rb" || low == "mv" || low == "sync" || low == "cp") && anyS3(args):
			return Data
		case strings.HasPrefix(low, "create") || strings.HasPrefix(low, "delete") || strings.HasPrefix(low, "update") ||
			strings.HasPrefix(low, "put-") || strings.HasPrefix(low, "modify") || strings.HasPrefix(low, "terminate") || strings.HasPrefix(low, "batch-delete") ||
			strings.HasPrefix(low, "change-") || strings.HasPrefix(low, "replace-") || strings.HasPrefix(low, "authorize-") || strings.HasPrefix(low, "revoke-") ||
			strings.HasPrefix(low, "set-") || strings.HasPrefix(low, "attach") || strings.HasPrefix(low, "detach") ||
			low == "purge" || low == "invalidate" || strings.HasPrefix(low, "create-invalidation") ||
			low == "import" || strings.HasPrefix(low, "import-"):
			return Infra
		}
	}
	return ""
}

func anyS3(args []string) bool {
	for _, a := range args {
		if strings.HasPrefix(a, "s3://") {
			return true
		}
	}
	return false
}

// wrappedClient returns the database client a project's own script is
// named after (./bin/psql-prod, scripts/prod_mysql.sh, tools/psql-replica,
// ./ops/redis-cli.sh): such a wrapper passes its arguments to the client
// with the connection filled in, so a statement given to it is the
// client's. A program on the PATH is not read by its name's parts.
func wrappedClient(word, name string) string {
	if !strings.ContainsAny(word, `/\`) || slices.Contains(wrappedClients[:], name) {
		return ""
	}
	stem := strings.TrimSuffix(name, path.Ext(name))
	for _, c := range wrappedClients {
		if namedIn(stem, c) {
			return c
		}
	}
	return ""
}

// wrappedClients are the clients a project's wrapper may be named after:
// sqlClients' and redis-cli.
var wrappedClients = [...]string{"psql", "mysql", "sqlite3", "mariadb", "cockroach", "clickhouse-client", "snowsql", "duckdb", "redis-cli"}

// namedIn reports word in name as a part of its own, set off by the name's
// ends or by a byte that is no letter or digit: "psql" in "psql-prod" and
// "prod_psql", not in "mypsqltool".
func namedIn(name, word string) bool {
	for from := 0; ; {
		i := strings.Index(name[from:], word)
		if i < 0 {
			return false
		}
		at, end := from+i, from+i+len(word)
		if (at == 0 || !alnum(name[at-1])) && (end == len(name) || !alnum(name[end])) {
			return true
		}
		from = at + 1
	}
}

func alnum(b byte) bool { return 'a' <= b && b <= 'z' || '0' <= b && b <= '9' || 'A' <= b && b <= 'Z' }

// writesSQL reports a database client given a statement that writes:
// INSERT, UPDATE, DELETE, DROP, TRUNCATE, ALTER, CREATE, GRANT.
// sqlClients read statements from their arguments or their input.
func sqlClients(s string) bool {
	switch s {
	case "psql", "mysql", "sqlite3", "mariadb", "cockroach", "clickhouse-client", "snowsql", "duckdb":
		return true
	}
	return false
}

// writesSQLFrom reports a here-document or here-string fed to a SQL client
// that writes data.
func writesSQLFrom(redirects []shell.Redirect) bool {
	for _, r := range redirects {
		text := r.Body
		if r.Op == "<<<" {
			text = r.Target
		}
		if text != "" && writesSQL(strings.Split(text, "\n")) {
			return true
		}
	}
	return false
}

func writesSQL(args []string) bool {
	for _, a := range args {
		// The first statement may start after blanks; the others right
		// after their ";" or one space: "DELETE …; VACUUM t".
		for k, stmt := range strings.Split(strings.ToUpper(a), ";") {
			if k == 0 {
				stmt = strings.TrimSpace(stmt)
			} else {
				stmt = strings.TrimPrefix(stmt, " ")
			}
			for _, verb := range sqlWriteVerbs {
				if statementOf(stmt, verb) {
					return true
				}
			}
		}
	}
	return false
}

// sqlWriteVerbs open the statements that change a database: its rows, its
// schema, its grants, and the maintenance that rewrites its tables and
// indexes (VACUUM, REINDEX, CLUSTER, a materialized view refreshed, a
// procedure called, MySQL's OPTIMIZE TABLE), which a user asks for on
// production as carefully as a DELETE.
var sqlWriteVerbs = []string{"INSERT", "UPDATE", "DELETE", "DROP", "TRUNCATE", "ALTER", "CREATE", "GRANT", "REVOKE", "MERGE",
	"VACUUM", "REINDEX", "CLUSTER", "REFRESH MATERIALIZED", "CALL", "OPTIMIZE"}

// statementOf reports an upper-case statement that starts with verb as a
// word: "VACUUM (VERBOSE) t", "VACUUM;", not "CALLBACKS".
func statementOf(up, verb string) bool {
	if !strings.HasPrefix(up, verb) {
		return false
	}
	rest := up[len(verb):]
	return rest == "" || rest[0] == ' ' || rest[0] == ';' || rest[0] == '(' || rest[0] == '\n' || rest[0] == '\t'
}

// remoteWrite reports an HTTP request that changes something on another
// host: a write method, or a body, sent to anywhere but this machine. A
// GET, a HEAD or a call to localhost is a look or a smoke check.
func remoteWrite(name string, args []string) bool {
	write, remote := false, false
	for i, a := range args {
		low := strings.ToLower(a)
		switch {
		case low == "-x" || low == "--request":
			if i+1 < len(args) {
				m := strings.ToUpper(args[i+1])
				write = write || m == "POST" || m == "PUT" || m == "PATCH" || m == "DELETE"
			}
		case strings.HasPrefix(a, "-X") && len(a) > 2:
			m := strings.ToUpper(a[2:])
			write = write || m == "POST" || m == "PUT" || m == "PATCH" || m == "DELETE"
		case a == "-d" || strings.HasPrefix(a, "--data") || a == "--json" || a == "-F" || a == "--form" || a == "-T" || a == "--upload-file" || strings.HasPrefix(a, "--post-"):
			write = true
		case name != "curl" && name != "wget" && i == 0 && (a == "POST" || a == "PUT" || a == "PATCH" || a == "DELETE"):
			write = true // httpie: http POST url
		case strings.Contains(low, "://") || name != "curl" && name != "wget" && i <= 1 && strings.Contains(low, "."):
			remote = remote || !localURL(low)
		case strings.HasPrefix(a, "$") && strings.Contains(a, "/"):
			// "$OS_PROD/logs-2023": a host the session keeps in a
			// variable is another machine's; a local one is spelled out.
			remote = true
		}
	}
	return write && remote
}

// localURL reports a URL on this machine.
func localURL(u string) bool {
	if _, rest, ok := strings.Cut(u, "://"); ok {
		u = rest
	}
	for _, h := range []string{"localhost", "127.", "0.0.0.0", "[::1]", "host.docker.internal"} {
		if strings.HasPrefix(u, h) {
			return true
		}
	}
	return strings.HasPrefix(u, ":") // httpie's :8000/path
}

// frameworkMigrates reports a web framework's own command that migrates or
// seeds a database: php artisan migrate, python manage.py migrate, knex
// migrate:latest, sequelize db:migrate. A rehearsal (--pretend, --plan) or
// a status look changes nothing.
func frameworkMigrates(name string, args []string) bool {
	if rest, ok := managementScript(name, args); ok {
		args = rest
	} else if name == "php" || name == "python" || name == "python3" {
		return false
	}
	if len(args) == 0 || hasFlag(args, "--pretend", "--plan", "--check", "--dry-run") {
		return false
	}
	sub := args[0]
	if strings.HasSuffix(sub, ":status") || strings.HasSuffix(sub, ":make") || strings.HasPrefix(sub, "make:") {
		return false
	}
	switch {
	case sub == "migrate", sub == "flush", sub == "loaddata", sub == "db:seed", sub == "db:wipe", sub == "seed:run":
		return true
	case strings.HasPrefix(sub, "migrate:"), strings.HasPrefix(sub, "db:migrate"), strings.HasPrefix(sub, "db:seed"):
		return true
	}
	return false
}

// managementAction reads a project's own management command by its name,
// as a script's (see scriptAction): python manage.py
// backfill_order_currency changes data, php artisan app:rotate-keys
// rotates a secret. A rehearsal acts on nothing.
func managementAction(name string, args []string) ActionKind {
	args, ok := managementScript(name, args)
	if !ok || len(args) == 0 || strings.HasPrefix(args[0], "-") || hasFlag(args, "--pretend", "--plan", "--check", "--dry-run", "-n") {
		return ""
	}
	return taskAction(args[0])
}

// managementScript returns the arguments after a framework's management
// script (python manage.py …, php artisan …, ./manage.py …), and whether
// name and args run one.
func managementScript(name string, args []string) ([]string, bool) {
	switch name {
	case "php", "python", "python3":
		if len(args) > 0 {
			if p := program(args[0]); p == "artisan" || p == "manage.py" {
				return args[1:], true
			}
		}
	case "manage.py":
		return args, true
	case "rails":
		// rails runner 'Billing::BackfillInvoiceCurrency.call': the code
		// is the command, named as a class is.
		if len(args) > 1 && args[0] == "runner" {
			if i := 1 + skipOptions(args[1:], "-e --environment"); i < len(args) {
				return []string{camelWords(args[i])}, true
			}
		}
	}
	return nil, false
}

// camelWords spaces out the words of a name written in camel case:
// "BackfillInvoiceCurrency.call" is "Backfill Invoice Currency.call".
func camelWords(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if c := s[i]; 'A' <= c && c <= 'Z' && i > 0 && 'a' <= s[i-1] && s[i-1] <= 'z' {
			b.WriteByte(' ')
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// buildToolAction reads the tasks and goals of a Gradle or Maven run for
// the database migration plugins' (Flyway's and Liquibase's): `./gradlew
// :ledger:flywayMigrate -Pflyway.env=staging` and `mvn flyway:migrate`
// change a database's schema as `flyway migrate` does; flywayInfo and
// liquibase:status look. Gradle's `publish` (not publishToMavenLocal)
// uploads to a repository. Other tasks build or test.
func buildToolAction(args []string) ActionKind {
	for _, a := range args {
		if strings.HasPrefix(a, "-") {
			continue
		}
		task := a
		plugin := ""
		if i := strings.LastIndexByte(a, ':'); i >= 0 {
			task = a[i+1:]
			if j := strings.LastIndexByte(a[:i], ':'); j >= 0 || !strings.HasPrefix(a, ":") {
				plugin = strings.ToLower(a[j+1 : i]) // mvn flyway:migrate; gradle :app:flywayMigrate has a project there
			}
		}
		low := strings.ToLower(task)
		switch {
		case plugin == "flyway" || plugin == "liquibase":
			if migrationGoal(low) {
				return Data
			}
		case strings.HasPrefix(low, "flyway"):
			if migrationGoal(strings.TrimPrefix(low, "flyway")) {
				return Data
			}
		case strings.HasPrefix(low, "publish") && !strings.Contains(low, "local"):
			return Publish
		}
	}
	return ""
}

// migrationGoal reports a migration plugin's goal that changes the
// database (lower case): migrate, clean, repair, baseline, undo, and
// Liquibase's update and rollback families and dropAll.
func migrationGoal(g string) bool {
	switch g {
	case "migrate", "clean", "repair", "baseline", "undo", "dropall", "drop-all":
		return true
	}
	return strings.HasPrefix(g, "update") && !strings.HasSuffix(g, "sql") && g != "updatetestingrollback" ||
		strings.HasPrefix(g, "rollback") && !strings.HasSuffix(g, "sql")
}

// efMigrates reports Entity Framework Core's tool (its arguments after
// `dotnet ef` or `dotnet-ef`) applying migrations or dropping the
// database: `dotnet ef database update`, `dotnet ef database drop
// --force`. Adding a migration, or a script of one, only writes files.
func efMigrates(args []string) bool {
	noun, rest := firstWord(args)
	verb, _ := firstWord(rest)
	return noun == "database" && (verb == "update" || verb == "drop")
}

// migrationTool reports a program that only applies schema migrations.
func migrationTool(name string) bool {
	switch name {
	case "alembic", "flyway", "liquibase", "goose", "dbmate", "migrate", "atlas", "sqitch":
		return true
	}
	return false
}

// migrates reports a schema migration applied or rolled back:
// `alembic upgrade head`, `flyway migrate`, `goose up`, `migrate -path m up`.
func migrates(name string, args []string) bool {
	for _, a := range args {
		switch strings.ToLower(a) {
		case "upgrade", "downgrade", "migrate", "update", "up", "down", "apply", "deploy", "rollback", "redo", "reset", "clean", "drop":
			return !(name == "alembic" && hasFlag(args, "--sql")) // --sql prints the SQL offline
		}
	}
	return false
}

// herokuAction reads the Heroku CLI's own commands (heroku run is a
// wrapper: what it runs on a one-off dyno acts). Its looks (heroku config,
// config:get, logs, ps, releases, pg:info) act on nothing; config:set on a
// credential's name sets a secret.
func herokuAction(sub string, rest []string) ActionKind {
	switch sub {
	case "config:set", "config:add", "config:unset", "config:remove":
		for _, a := range rest {
			if !strings.HasPrefix(a, "-") && secretName(strings.ToUpper(strings.SplitN(a, "=", 2)[0])) {
				return Secret
			}
		}
		return Release
	case "rollback", "releases:rollback", "releases:retry", "container:release", "maintenance:on", "maintenance:off",
		"restart", "ps:restart", "ps:scale", "ps:resize", "ps:type", "ps:stop", "ps:kill", "dyno:restart", "dyno:scale",
		"dyno:kill", "dyno:stop":
		return Release
	case "pg:reset", "pg:promote", "pg:copy", "pg:push", "pg:backups:restore", "pg:killall":
		return Data
	case "pg:psql":
		if writesSQL(rest) {
			return Data
		}
	case "apps:destroy", "destroy", "addons:create", "addons:destroy", "addons:upgrade", "domains:add", "domains:remove",
		"certs:add", "certs:update", "certs:remove", "buildpacks:set", "buildpacks:add", "stack:set", "features:enable",
		"features:disable", "labs:enable", "labs:disable", "access:add", "access:remove", "apps:rename":
		return Infra
	}
	return ""
}

// secretName reports an environment variable's name (upper case) that
// holds a credential: MAILGUN_API_KEY, STRIPE_SECRET, DB_PASSWORD.
func secretName(name string) bool {
	for _, w := range []string{"KEY", "SECRET", "TOKEN", "PASSWORD", "PASSWD", "CREDENTIAL", "PRIVATE", "DSN"} {
		if strings.Contains(name, w) {
			return true
		}
	}
	return false
}

// withdraws reports a registry command that withdraws or relabels a
// published version (cargo yank, gem yank, npm unpublish, npm deprecate,
// npm dist-tag add): what every user of the package resolves changes, as
// a publish changes it.
func withdraws(name, sub, next string) bool {
	switch name {
	case "cargo", "gem":
		return sub == "yank"
	case "npm", "pnpm", "yarn":
		return sub == "unpublish" || sub == "deprecate" || sub == "dist-tag" && (next == "add" || next == "rm")
	}
	return false
}
