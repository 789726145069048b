package guard

import (
	"strings"

	"github.com/proofgate/proofgate/internal/shell"
)

// ghAPI judges gh api: the DELETE method on a repository is gh repo
// delete by its REST name, on main's ref a deletion of main; any other
// write asks.
func ghAPI(j *judge, ws []word) {
	method := ""
	var endpoint string
	for i := 0; i < len(ws); i++ {
		a := ws[i].text
		switch {
		case a == "-X" || a == "--method":
			if i+1 < len(ws) {
				i++
				method = ws[i].text
			}
		case strings.HasPrefix(a, "--method="):
			method = a[len("--method="):]
		case strings.HasPrefix(a, "-X") && len(a) > 2:
			method = a[2:]
		case a == "-f" || a == "-F" || a == "--field" || a == "--raw-field" || a == "-H" || a == "--header" ||
			a == "--input" || a == "-q" || a == "--jq" || a == "-t" || a == "--template" || a == "--hostname" ||
			a == "--cache" || a == "-p" || a == "--preview":
			if a == "--input" && i+1 < len(ws) {
				j.checkSecretRead(shell.Command{Args: []string{"gh"}, Literal: []bool{true}}, ws[i+1:i+2])
			}
			i++
		case strings.HasPrefix(a, "-"):
		case endpoint == "":
			endpoint = a
		}
	}
	method = strings.ToUpper(method)
	if method != "DELETE" {
		return
	}
	parts := strings.Split(strings.Trim(endpoint, "/"), "/")
	switch {
	case len(parts) == 3 && parts[0] == "repos":
		j.add(Deny, ruleTeardown, "gh api -X DELETE "+endpoint+" deletes the repository")
	case len(parts) >= 2 && parts[0] == "orgs" && len(parts) == 2:
		j.add(Deny, ruleTeardown, "gh api -X DELETE "+endpoint+" deletes the organization")
	case len(parts) >= 7 && parts[0] == "repos" && parts[3] == "git" && parts[4] == "refs" && parts[5] == "heads" && isMainBranch(strings.Join(parts[6:], "/")):
		j.add(Deny, ruleForceMain, "gh api -X DELETE "+endpoint+" deletes the main branch")
	default:
		j.add(Ask, ruleRemote, "gh api -X DELETE "+endpoint+" deletes on GitHub")
	}
}

// ghOperands are the words after gh's subcommand and operation that are
// not options (nor the values of -d/-f/-R).
func ghOperands(rest []word) []word {
	var out []word
	for i := 1; i < len(rest); i++ {
		a := rest[i].text
		switch {
		case a == "-d" || a == "--desc" || a == "-f" || a == "--filename" || a == "-R" || a == "--repo":
			i++
		case strings.HasPrefix(a, "-"):
		default:
			out = append(out, rest[i])
		}
	}
	return out
}
