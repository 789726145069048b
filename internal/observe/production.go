package observe

import (
	"slices"
	"strings"
)

// ActsOnProduction reports a command that names a production target (an
// argument or variable such as prod, production, live, $PROD_DB_URL) and is
// not a read-only look at it (--help, describe, get, list, status, logs, a
// dry run, a plan, a SELECT): the evidence that an action the user asked
// for in production really ran.
func ActsOnProduction(line string) bool {
	cmds, _ := parseBash(line)
	for _, c := range cmds {
		if c.Nested || len(c.Args) == 0 {
			continue
		}
		args, _ := peel(c.Args, nil)
		if len(args) == 0 || actionReaders(program(args[0])) || wrappedClient(args[0], program(args[0])) != "" {
			// Its own reader (Actions) already said it is no action: a
			// client's, or one of the project's wrappers of a client
			// (./ops/redis-cli.sh prod INFO).
			continue
		}
		if p := program(args[0]); readOnlyPrograms(p) || testsOrFilters(p) {
			// `[ "$(redis-cli -u "$PROD_REDIS_URL" ttl "$k")" = "-1" ]`:
			// the test compares what its nested command printed, and
			// that command is read as a command of its own.
			continue
		}
		if k := classify(args); k&(of(Build)|of(Test)|of(Lint)|of(Typecheck)) != 0 && k&of(Deploy) == 0 {
			continue // a build, test or lint that names prod (values-prod.yaml) acts on nothing
		}
		if k, ok := byProgram(program(args[0])); ok && k == Deploy {
			if sub, _ := firstWord(args[1:]); hostLocal(sub) {
				continue // `firebase use acme-prod` picks the project a later deploy goes to
			}
		}
		if dryRun(args, c.Assigns) {
			continue // bin/rails accounts:purge DRY_RUN=1 RAILS_ENV=production: a look
		}
		if (namesProduction(args) || selectsProduction(c.Assigns) && !buildsForProduction(args)) && !readOnly(args) {
			return true
		}
	}
	return false
}

// actionReaders are the programs actionOf reads subcommand by subcommand.
func actionReaders(s string) bool {
	switch s {
	case "git", "gh", "kubectl", "oc", "helm", "terraform", "tofu", "pulumi",
		"aws", "gcloud", "az", "doctl", "gsutil", "docker", "podman", "psql",
		"mysql", "sqlite3", "mariadb", "redis-cli", "curl", "http", "https", "wget",
		"alembic", "flyway", "goose", "prisma", "vault", "fly", "flyctl", "heroku", "cd", "pushd", "popd",
		"cat", "grep", "rg", "head", "tail", "less", "echo", "printf",
		"jq", "yq", "ls", "find", "sed", "awk", "diff", "kustomize":
		return true
	}
	return false
}

// selectsProduction reports an assignment before the command that runs
// the project's code against its production environment:
// RAILS_ENV=production bin/rails runner …, MIX_ENV=prod mix run …,
// DJANGO_SETTINGS_MODULE=shop.settings.production python manage.py ….
// NODE_ENV selects a build's mode more often than an environment, and is
// none.
func selectsProduction(assigns []string) bool {
	for _, a := range assigns {
		name, value, ok := strings.Cut(a, "=")
		if !ok {
			continue
		}
		switch strings.ToUpper(name) {
		case "RAILS_ENV", "RACK_ENV", "MIX_ENV", "APP_ENV", "DJANGO_SETTINGS_MODULE", "FLASK_ENV", "ASPNETCORE_ENVIRONMENT",
			"DOTNET_ENVIRONMENT", "SPRING_PROFILES_ACTIVE", "LARAVEL_ENV", "ENVIRONMENT", "DEPLOY_ENV":
			for _, w := range envWords(value) {
				if productionWord(w) {
					return true
				}
			}
		}
	}
	return false
}

// buildsForProduction reports a task that builds artefacts in the
// production mode it selects, on this machine: RAILS_ENV=production
// bin/rails assets:precompile, python manage.py collectstatic.
func buildsForProduction(args []string) bool {
	for _, a := range args[1:] {
		if strings.HasPrefix(a, "assets:") || a == "collectstatic" || a == "compilemessages" || a == "compile" {
			return true
		}
	}
	return false
}

func namesProduction(args []string) bool {
	for _, a := range args[1:] {
		for _, w := range envWords(a) {
			if productionWord(w) {
				return true
			}
		}
	}
	return false
}

// envWords are the lower-case runs of letters and digits of s, the words
// an environment is named by ($PROD_DB_URL: prod, db, url).
func envWords(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !('a' <= r && r <= 'z' || '0' <= r && r <= '9')
	})
}

func productionWord(w string) bool {
	switch w {
	case "prod", "production", "prd", "live":
		return true
	}
	return false
}

// readOnlyWords are arguments that make a command a look, not an action.
func readOnlyWords(s string) bool {
	switch s {
	case "--help", "-h", "help", "describe", "get", "list", "ls", "status",
		"logs", "log", "show", "diff", "plan", "--dry-run", "--dry_run", "-n",
		"--check", "--list", "--describe", "top", "history", "--status", "--show",
		"read", "whoami", "inspect", "view":
		return true
	}
	return false
}

func readOnly(args []string) bool {
	for _, a := range args[1:] {
		low := strings.ToLower(a)
		if readOnlyWords(low) {
			return true
		}
		if i := strings.LastIndexByte(low, ':'); i > 0 && !strings.Contains(low, "/") && readOnlyWords(low[i+1:]) {
			return true // a task that reports: bin/rails db:migrate:status
		}
		for _, p := range []string{"describe-", "get-", "list-", "show-"} {
			if strings.HasPrefix(low, p) {
				return true // aws ecs describe-services, gcloud … list-…
			}
		}
		if up := strings.ToUpper(strings.TrimSpace(a)); strings.HasPrefix(up, "SELECT ") || strings.HasPrefix(up, "SHOW ") || strings.HasPrefix(up, "EXPLAIN ") || strings.HasPrefix(up, `\D`) {
			return true
		}
		if readsDocuments(a) {
			return true
		}
	}
	return false
}

// readsDocuments reports a document store's script that only reads:
// mongosh --eval 'db.users.countDocuments({…})', a find, an aggregate that
// writes no collection. A write method anywhere in it (.deleteMany,
// .updateOne, .drop, an aggregate's $out or $merge) is no look; a field
// named deletedAt is no method.
func readsDocuments(script string) bool {
	if !strings.HasPrefix(strings.TrimSpace(script), "db.") {
		return false
	}
	for _, w := range []string{".insert", ".update", ".delete", ".remove", ".replace", ".drop", ".bulkWrite", ".createIndex", ".rename", "$out", "$merge", ".save("} {
		if strings.Contains(script, w) {
			return false
		}
	}
	for _, r := range []string{".find(", ".findOne(", ".countDocuments(", ".count(", ".estimatedDocumentCount(", ".aggregate(", ".distinct(", ".getIndexes(", ".stats("} {
		if strings.Contains(script, r) {
			return true
		}
	}
	return false
}

// ElsewhereThanProduction reports a command line that names another
// environment than production (a dev database URL, --context staging,
// localhost) and never production: a migration run with
// psql "$DEV_DATABASE_URL" went to dev, whatever a message says. A line
// that names no environment says nothing either way.
func ElsewhereThanProduction(line string) bool {
	other := false
	for _, w := range envWords(line) {
		if productionWord(w) {
			return false
		}
		other = other || otherEnvironment(w)
	}
	return other || inLocalCompose(line) || PreviewDeploy(line)
}

// PreviewDeploy reports a line that deploys with a hosting CLI whose
// deploys go to a preview unless told production: `vercel deploy` (or
// plain `vercel`) without --prod or --target=production gives a preview
// URL, `netlify deploy` without --prod a draft. Production is a flag away,
// and a line without it never reached the site users load.
func PreviewDeploy(line string) bool {
	if !strings.Contains(line, "vercel") && !strings.Contains(line, "netlify") && !strings.Contains(line, "ntl") {
		return false // the parse is the cost: most lines name neither
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
		sub, _ := firstWord(args[1:])
		switch program(args[0]) {
		case "vercel":
			if (sub == "" || sub == "deploy") && !hasFlag(args[1:], "--prod", "--production") && !targetsProduction(args[1:]) {
				return true
			}
		case "netlify", "ntl":
			if sub == "deploy" && !hasFlag(args[1:], "--prod", "-p", "--prodIfUnlocked", "--prod-if-unlocked") {
				return true
			}
		}
	}
	return false
}

// targetsProduction reports vercel's --target production (or
// --target=production).
func targetsProduction(args []string) bool {
	for i, a := range args {
		if a == "--target=production" || a == "--target" && i+1 < len(args) && args[i+1] == "production" {
			return true
		}
	}
	return false
}

// inLocalCompose reports a line that runs its command in a service of the
// local Compose stack (docker compose exec db psql …, docker-compose run
// web rails db:migrate): Compose starts its services on this machine's
// engine unless the line points it at another (-H, --host, --context,
// DOCKER_HOST, DOCKER_CONTEXT).
func inLocalCompose(line string) bool {
	if !strings.Contains(line, "compose") {
		return false
	}
	cmds, _ := parseBash(line)
	for _, c := range cmds {
		if len(c.Args) < 2 {
			continue
		}
		for _, a := range c.Assigns {
			if strings.HasPrefix(a, "DOCKER_HOST=") || strings.HasPrefix(a, "DOCKER_CONTEXT=") {
				return false
			}
		}
		args := c.Args[1:]
		switch program(c.Args[0]) {
		case "docker", "podman":
			i := slices.Index(args, "compose")
			if i < 0 {
				continue
			}
			if hasFlag(args[:i], "-H", "--host", "-c", "--context") {
				return false
			}
			args = args[i+1:]
		case "docker-compose", "podman-compose":
		default:
			continue
		}
		for i, a := range args {
			if a == "exec" || a == "run" {
				// The stack's own options come before its subcommand; the
				// command run in the service (psql -c …) after it.
				return !hasFlag(args[:i], "-H", "--host", "--context")
			}
		}
	}
	return false
}

// otherEnvironment reports a word that names an environment other than
// production.
func otherEnvironment(w string) bool {
	switch w {
	case "dev", "development", "local", "localhost", "staging", "stage", "stg", "qa", "sandbox", "preview":
		return true
	}
	return false
}

// DefaultDatabase reports a line that applies migrations (alembic upgrade,
// bin/rails db:migrate, python manage.py migrate) the way the project's
// tools run by default: naming no environment and run on no other host
// (ssh, kamal, heroku run, kubectl exec). It reaches the database the
// checkout is set up for, a developer's own: a migration "applied on
// production" needs a line that says production.
func DefaultDatabase(line string) bool {
	cmds, _ := parseBash(line)
	migrates := false
	for _, c := range cmds {
		if len(c.Args) == 0 {
			continue
		}
		if remoteRunner(program(c.Args[0])) {
			return false
		}
		if args, _ := peel(c.Args, nil); len(args) > 0 && !c.Nested && actionOf(args) == Data && migrationRun(args) {
			migrates = true
		}
	}
	if !migrates {
		return false
	}
	for _, w := range envWords(line) {
		if productionWord(w) || otherEnvironment(w) {
			return false
		}
	}
	return true
}

// migrationRun reports a migration tool's arguments: its name is one, or
// a word of them migrates (db:migrate, migrate:latest, manage.py migrate).
func migrationRun(args []string) bool {
	if migrationTool(program(args[0])) {
		return true
	}
	for _, a := range args[1:] {
		if strings.Contains(strings.ToLower(a), "migrat") {
			return true
		}
	}
	return false
}

// remoteRunner names the programs that run a command on another host or
// in a deployed container: what they run reaches that environment.
func remoteRunner(p string) bool {
	switch p {
	case "ssh", "mosh", "kamal", "heroku", "fly", "flyctl", "railway", "render", "kubectl", "oc",
		"gcloud", "aws", "az", "doctl", "cf", "eb", "dokku", "cap", "capistrano", "ansible", "salt":
		return true
	}
	return false
}

// testsOrFilters reports what runs nothing beyond the line, besides
// readOnlyPrograms: a shell test of its operands or a read into a
// variable, and the text filters that list leaves out (uniq, tr, cut).
func testsOrFilters(p string) bool {
	switch p {
	case "[", "[[", "test", "read", ":", "false", "uniq", "tr", "cut":
		return true
	}
	return false
}
