package guard

import (
	"strings"

	"github.com/proofgate/proofgate/internal/shell"
)

// dryRun reports whether a publishing command only rehearses.
func dryRun(ws []word) bool {
	return hasOpt(ws, "--dry-run", 0) || hasOpt(ws, "--dryrun", 0)
}

// publishCommand asks before a package is published.
func publishCommand(j *judge, c shell.Command, _ int) {
	name := program(c)
	ws := args(c)
	sub, rest := subcommand(ws, map[string]bool{"--registry": true, "-C": true, "--prefix": true, "--cwd": true, "-w": true, "--workspace": true, "--filter": true})
	if dryRun(rest) {
		return
	}
	publish := false
	switch name {
	case "npm", "pnpm", "bun":
		publish = sub == "publish" || name == "bun" && sub == "publish"
	case "yarn":
		publish = sub == "publish" || sub == "npm" && len(rest) > 0 && rest[0].text == "publish"
	case "cargo", "poetry", "flit", "hatch", "uv":
		publish = sub == "publish"
	case "gem":
		publish = sub == "push" || sub == "publish"
	case "twine":
		publish = sub == "upload"
	case "nuget":
		publish = sub == "push"
	case "dotnet":
		publish = sub == "nuget" && len(rest) > 0 && rest[0].text == "push"
	case "lerna", "changeset", "vsce", "ovsx":
		publish = sub == "publish"
	case "semantic-release":
		publish = true
	case "goreleaser":
		publish = (sub == "release" || sub == "") && !hasOpt(ws, "--snapshot", 0)
	case "mvn", "mvnw":
		publish = sub == "deploy" || hasOpt(ws, "deploy", 0)
	case "gradle", "gradlew":
		for _, w := range ws {
			publish = publish || strings.HasPrefix(w.text, "publish")
		}
	case "dart", "flutter":
		publish = sub == "pub" && len(rest) > 0 && rest[0].text == "publish" && !hasOpt(rest, "--dry-run", 'n')
	}
	if publish {
		j.add(Ask, ruleRemote, name+" publishes a package")
	}
}

// ghCommand asks before creating a release; deleting a repository is
// denied as irreversible.
func ghCommand(j *judge, c shell.Command, _ int) {
	sub, rest := subcommand(args(c), map[string]bool{"-R": true, "--repo": true})
	op, _ := subcommand(rest, map[string]bool{"-R": true, "--repo": true})
	switch {
	case sub == "release" && (op == "create" || op == "upload" || op == "edit"):
		j.add(Ask, ruleRemote, "gh release "+op+" publishes a release")
	case sub == "repo" && op == "delete":
		j.add(Deny, ruleTeardown, "gh repo delete deletes the repository")
	}
}

// dockerCommand asks before an image is pushed to a registry.
func dockerCommand(j *judge, c shell.Command, _ int) {
	ws := args(c)
	sub, rest := subcommand(ws, map[string]bool{"-H": true, "--host": true, "--context": true, "-c": true, "--config": true, "-f": true, "--file": true, "-p": true, "--project-name": true})
	switch sub {
	case "push":
		j.add(Ask, ruleRemote, "docker push uploads an image to a registry")
	case "image", "compose":
		if op, _ := subcommand(rest, nil); op == "push" {
			j.add(Ask, ruleRemote, "docker "+sub+" push uploads an image to a registry")
		}
	case "buildx", "build", "builder":
		if hasOpt(rest, "--push", 0) || hasOutputPush(rest) {
			j.add(Ask, ruleRemote, "docker "+sub+" --push uploads an image to a registry")
		}
	}
}

func hasOutputPush(ws []word) bool {
	for _, w := range ws {
		if strings.Contains(w.text, "push=true") {
			return true
		}
	}
	return false
}
