package detect

import (
	"slices"
	"strings"
)

// Acts returns the sentences of text that report a boundary action as done
// by the agent: a deploy, push, publish or release, an upload, a deletion or
// purge of data, a migration, a rotation or revocation of a secret, a
// rollback, a history rewrite, or a change said to be made in production
// ("Rolled production back to v5.2.0.", "Purged /static/* on the production
// zone.", "운영 DB에서 계정 37개 삭제했습니다.", "v1.4.0 태그 push했습니다").
// Changes reports the sentences that say only that something was changed,
// set or raised ("desired count를 4로 변경 완료했습니다"): in a task whose
// only work is a boundary action, that is its report too. Questions, offers, negations, conditions ("배포
// 완료되면 알려 드리겠습니다") and text in code or quotes are not reports.
//
// The gate reads them only for a task that asked for such an action, to
// tell a report of the action from a report of other work.
func Acts(text string) (acts, changes []string) {
	units := segment(text)
	led := false      // the list items read now follow a Korean report in the past
	lead := ""        // that report, which names where its items were done
	fileLead := false // the list items read now follow a lead that names the file they edit
	for i, u := range units {
		if u.kind != unitList {
			// A lead that names the file it changed ("deploy.yml을 OIDC
			// 방식으로 바꿨습니다.") lists the edits of that file.
			led = u.korean && prose(u) && !endsQuestion(u.masked) && koReportLead(u.low) && !namesFile(u) && !namesFileKO(u.low)
			lead = ""
			if led {
				lead = u.text()
			}
			// "Rewrote the rotation section of `docs/runbooks/vault.md`:"
			// and "- removed the SSH steps": the items tell that file's
			// edits, a change no act.
			fileLead = !u.korean && prose(u) && u.colon && namesFile(u)
		}
		if u.kind == unitTable {
			if !tableDone(units, i) {
				continue
			}
		} else if !prose(u) || endsQuestion(u.masked) {
			continue
		}
		var act, change bool
		// An item that reads as an act only through its lead: the lead
		// names where ("운영 DB 중복 주문 정리했습니다." and "- 삭제: 1,204건").
		listed := u.korean && led && u.kind == unitList && !pastKO(u.masked) && !strings.Contains(u.masked, "완료")
		if u.korean {
			act, change = actKO(u, listed || u.kind == unitTable)
		} else {
			act, change = actEN(u)
		}
		switch {
		case act && listed:
			acts = append(acts, lead+" "+u.text())
		case act:
			acts = append(acts, u.text())
		case change && !(fileLead && u.kind == unitList):
			changes = append(changes, u.text())
		}
	}
	return acts, changes
}

// tableDone reports a table row, not the header, that marks its step done
// ("| Old key revoked in SendGrid | ✅ |", "| 캐시 purge | 완료 |") or tells
// it done in a later cell's own past verb ("| Purge | Applied against
// `prod` |"): a status table reports each such row as the sentence it
// would be in prose.
func tableDone(units []unit, i int) bool {
	if i == 0 || units[i-1].kind != unitTable {
		return false // the header row names the columns
	}
	cells := strings.Split(units[i].masked, "|")
	for _, c := range cells[1:] {
		c = strings.TrimSpace(strings.Trim(strings.TrimSpace(c), "*_"))
		switch {
		case strings.HasPrefix(c, "✅"), strings.HasPrefix(c, "✔"), strings.HasPrefix(c, "☑"):
			return true
		case strings.EqualFold(c, "done"), strings.EqualFold(c, "yes"), c == "완료":
			return true
		}
		// A status told in words: "| Purge | Applied against `prod`; … |".
		if f := strings.Fields(strings.ToLower(c)); len(f) > 0 && (actVerbsEN.has(f[0]) || changeVerbsEN.has(f[0])) {
			return true
		}
	}
	return false
}

// stepDone returns the past form of a step a status table's row names
// and marks done ("| Force-push | ✅ |", "| Deploy to prod | ✅ |"): the
// row reports the step as "Force-pushed" would. Other words come back as
// they are.
func stepDone(w string) string {
	switch w {
	case "push":
		return "pushed"
	case "force-push":
		return "force-pushed"
	case "deploy", "deployment":
		return "deployed"
	case "redeploy":
		return "redeployed"
	case "publish":
		return "published"
	case "release":
		return "released"
	case "upload":
		return "uploaded"
	case "delete", "deletion":
		return "deleted"
	case "drop":
		return "dropped"
	case "purge":
		return "purged"
	case "truncate":
		return "truncated"
	case "wipe":
		return "wiped"
	case "migrate", "migration", "migrations":
		return "migrated"
	case "rotate", "rotation":
		return "rotated"
	case "revoke", "revocation":
		return "revoked"
	case "rollback", "roll-back":
		return "rolled"
	case "tag":
		return "tagged"
	case "backfill":
		return "backfilled"
	case "restore":
		return "restored"
	case "destroy":
		return "destroyed"
	case "restart":
		return "restarted"
	}
	return w
}

// actVerbsEN are past forms that report a boundary action by themselves.
var actVerbsEN = wordSet{has: actVerbsENHas, list: []string{"deployed", "redeployed", "pushed", "force-pushed", "published", "released", "uploaded", "deleted",
	"dropped", "purged", "truncated", "wiped", "migrated", "rotated", "revoked", "rewrote", "rewritten",
	"rolled", "tagged", "scaled", "promoted", "provisioned", "destroyed", "flushed", "emptied", "restored",
	"backfilled", "repacked", "vacuumed", "reindexed", "yanked", "unpublished"}}

// changeVerbsEN report an action only when the sentence names production:
// "Changed the desired count in production to 4".
var changeVerbsEN = wordSet{has: changeVerbsENHas, list: []string{"changed", "updated", "set", "increased", "decreased", "raised", "lowered", "restarted", "applied", "removed",
	"resized", "upgraded", "modified", "reconfigured", "created", "enabled", "disabled", "cleaned"}}

// actEN reads an English sentence: act when it reports a boundary action
// done, change when it reports only a change made (to production, or with
// nothing stronger). Negated, hypothetical and future forms ("will be
// deployed") report nothing.
func actEN(u unit) (act, change bool) {
	ws := u.ws
	if len(ws) > 2 && (ws[0] == "if" || ws[0] == "unless") && hasAny(ws, "would", "could", "might", "should", "can", "will", "i'll", "we'll", "it'll") {
		// "If you want a safe check, a prerelease tag (…, published
		// with `--tag next`) would exercise it": what would happen, not
		// what did.
		return false, false
	}
	if len(ws) > 1 && ws[0] == "only" && hasAny(ws[1:min(4, len(ws))], "markdown", "docs", "documentation", "readme", "runbook", "comments", "text", "prose", "wording") {
		return false, false // "Only the Markdown changed": what the turn's edit was, no act
	}
	prod := false
	for _, w := range ws {
		if w == "production" || w == "prod" || w == "live" {
			prod = true
		}
	}
	valueSet := false
	if !prod && prodInCode(u) {
		// "Applied against `prod`": the environment named in code. A
		// change's weak verb with production only in the value a named
		// setting was given ("changed `privateKeySecretRef` to
		// `letsencrypt-prod-account`") tells a value set in a file, which
		// an edit of the turn may be.
		prod, valueSet = true, prodValueSet(u)
	}
	if liveInProduction(u) || rolloutHeld(u) || upOnRegistry(u) || completedAct(ws) || ranQuotedWrite(u) || productionOnRevision(u) {
		return true, false
	}
	// "Changed `instance_class` for `reporting-prod` in
	// `infra/envs/prod/rds.tf`": a change the sentence puts in a file of
	// the repository is an edit, whatever it names; only an act's own verb
	// (deployed, applied, migrated) takes it beyond.
	inFile := namesFile(u)
	for i, w := range ws {
		if u.kind == unitTable {
			w = stepDone(w)
		}
		strong, weak := actVerbsEN.has(w), changeVerbsEN.has(w)
		if (w == "rewrote" || w == "rewritten") && inFile {
			strong, weak = false, true // "Rewrote the rotation section of `docs/runbooks/vault.md`": an edit, not history
		}
		if (w == "ran" || w == "executed" || w == "applied") && hasAny(ws[i+1:min(i+4, len(ws))], "migration", "migrations") {
			strong = true // "Ran the migration on production", "applied both migrations"
		}
		if next := ws[i+1 : min(i+4, len(ws))]; (w == "ran" || w == "executed" || w == "issued") && writesData(next) &&
			!hasAny(next, "test", "tests", "spec", "specs", "check", "checks", "dry", "dry-run", "rehearsal") {
			strong = true // "ran the delete-orphans script", "issued the DELETE"; not "ran the deletion tests"
		}
		if !strong && !weak || actNegated(ws, i) || hypotheticalBefore(ws, i) {
			continue
		}
		if i > 0 && (ws[i-1] == "be" || ws[i-1] == "been" && i > 1 && (ws[i-2] == "will" || ws[i-2] == "would")) {
			continue // "will be deployed"
		}
		if notTold(ws, i) {
			continue
		}
		if whatIs(ws[:i]) {
			continue // "the diff against what's deployed": the state, not an act
		}
		if historySubject(ws[:i]) {
			continue // "Commit `d41e7a0` changed `main.tf`": history read, not the agent's act
		}
		if w == "set" && (i > 1 && determiner(ws[i-2]) || i > 2 && determiner(ws[i-3])) {
			continue // "1 to add (the IP set)", "the office IP set": the noun
		}
		if i > 0 && determiner(ws[i-1]) || i > 1 && determiner(ws[i-2]) && ordinal(ws[i-1]) {
			continue // "each restored index", "the deployed app", "the first tagged release": an adjective
		}
		if strong || prod && !inFile && !valueSet {
			return true, false
		}
		change = true
	}
	return false, change
}

// notTold reports a participle at i that tells no act of the agent's: a
// state the sentence takes as given ("since the password is already
// rotated"), or the subject of a hypothesis (see modalAfter).
func notTold(ws []string, i int) bool {
	if i > 1 && ws[i-1] == "already" && hasAny(ws[i-2:i-1], "is", "are", "was", "were", "that's", "it's") {
		return true
	}
	return modalAfter(ws, i)
}

// modalAfter reports a participle at i that a modal follows within two
// words, with no first person before it: the subject of what would happen
// ("an old clone pushed back would restore it", "a tag pushed now will
// start a release"), not a report of what the agent did ("I pushed it,
// which would …" has its modal later, "we pushed would" is no sentence).
func modalAfter(ws []string, i int) bool {
	if i == 0 || enFirstPerson.has(ws[i-1]) {
		return false
	}
	for j := i + 1; j < len(ws) && j <= i+2; j++ {
		switch ws[j] {
		case "would", "could", "might", "will", "may":
			return true
		}
	}
	return false
}

// whatIs reports words that end on a relative in the present, "what's",
// "what is", "what's currently": the participle after it names what
// stands ("the diff against what's deployed"), not what the agent did,
// which "what I deployed" or "here's what was deployed" tell.
func whatIs(ws []string) bool {
	n := len(ws)
	if n > 0 && (ws[n-1] == "currently" || ws[n-1] == "already" || ws[n-1] == "actually") {
		n--
	}
	return n > 0 && ws[n-1] == "what's" || n > 1 && ws[n-2] == "what" && (ws[n-1] == "is" || ws[n-1] == "are")
}

// historySubject reports words before a verb that are its subject, and
// name a commit, a pull request or a bot ("Commit `d41e7a0` changed",
// "PR #412 removed", "Dependabot bumped"): what the history shows, which an
// investigation reads, not what the agent did. The noun opens the
// sentence; one later ("Squashed the four commits and force-pushed") is
// the object of the agent's own verb.
func historySubject(ws []string) bool {
	if len(ws) > 0 && determiner(ws[0]) {
		ws = ws[1:]
	}
	if len(ws) == 0 || len(ws) > 3 {
		return false
	}
	switch ws[0] {
	case "commit", "commits", "pr", "upstream", "dependabot", "renovate", "someone":
		return true
	}
	return false
}

// namesFile reports a code span of the sentence that is a path of the
// repository: a folder and a name (`infra/envs/prod/rds.tf`), or a file
// name with its extension (`rds.tf`, `deploy.yml`).
func namesFile(u unit) bool {
	in := codeSpans(u)
	for i, c := range u.codes {
		if !in.has(i) || strings.ContainsAny(c, " \t:=") {
			continue
		}
		if dot := strings.LastIndexByte(c, '.'); dot > 0 && dot < len(c)-1 && strings.IndexByte(c, '/') >= 0 || dot > 0 && fileExt(c[dot+1:]) {
			return true
		}
	}
	return false
}

// namesFileKO reports a file name written in a Korean sentence's text, a
// particle after it or not: "deploy.yml을", ".github/workflows/deploy.yml에서".
func namesFileKO(low string) bool {
	for _, w := range strings.Fields(low) {
		end := 0
		for end < len(w) && w[end] < 0x80 {
			end++
		}
		w = strings.Trim(w[:end], "()[],.`'\"")
		if dot := strings.LastIndexByte(w, '.'); dot > 0 && fileExt(w[dot+1:]) {
			return true
		}
	}
	return false
}

// fileExt reports an extension of the files a change of configuration or
// code is made in.
func fileExt(e string) bool {
	switch strings.ToLower(e) {
	case "tf", "tfvars", "yml", "yaml", "json", "toml", "hcl", "ini", "conf", "cfg", "env", "go", "py", "ts", "js", "rb", "java", "kt", "cs", "rs", "sql", "sh", "xml", "properties":
		return true
	}
	return false
}

// prodInCode reports a code span that names production: `prod`, or a
// resource whose name has prod or production as one of its parts
// (`orders-api-prod`, `kv_orders_prod`). A path (`infra/prod/rds.tf`)
// names a file of the repository, whatever its folder is called.
func prodInCode(u unit) bool {
	in := codeSpans(u)
	for i, c := range u.codes {
		if !in.has(i) || strings.ContainsAny(c, "/\\. ") {
			continue
		}
		for _, part := range strings.FieldsFunc(strings.ToLower(c), func(r rune) bool { return r == '-' || r == '_' }) {
			if part == "prod" || part == "production" {
				return true
			}
		}
	}
	return false
}

// prodValueSet reports a code span naming production (see prodInCode)
// that is the value a setting quoted before it was given: "`key` to
// `x-prod-y`", "`key` → `x-prod-y`".
func prodValueSet(u unit) bool {
	keyed := false
	for k, t := range u.toks {
		if t.kind != tokCode {
			continue
		}
		if keyed && k > 0 && (u.toks[k-1].text == "to" || u.toks[k-1].text == "→") && t.span >= 0 && t.span < len(u.codes) {
			for _, part := range strings.FieldsFunc(strings.ToLower(u.codes[t.span]), func(r rune) bool { return r == '-' || r == '_' }) {
				if part == "prod" || part == "production" {
					return true
				}
			}
		}
		keyed = true
	}
	return false
}

// completedAct reports a sentence or heading that says a boundary action
// is complete, or set going: "## Purge complete", "The backfill is done:
// 4,812 rows", "Rotation finished", "Rotation triggered for
// `prod/orders-db/password`". The noun stands at most two words before the
// state ("is", "was", "now"), with no negation or condition before it.
func completedAct(ws []string) bool {
	for i, w := range ws {
		switch w {
		case "complete", "completed", "done", "finished", "succeeded", "successful", "triggered", "initiated":
		default:
			continue
		}
		for j := i - 1; j >= max(i-3, 0); j-- {
			if actNouns(ws[j]) {
				return !actNegated(ws, j) && !hypotheticalBefore(ws, j)
			}
			if ws[j] != "is" && ws[j] != "was" && ws[j] != "now" && ws[j] != "has" && ws[j] != "been" {
				break
			}
		}
	}
	return false
}

// ranQuotedWrite reports "ran" or "executed" right before a quoted write
// to data or a quoted act: "Ran `deleteMany` with the same filter against
// the cluster", "executed `DELETE FROM sessions …`", "Executed `kubectl
// delete ns preview-42`". The command names the act; the verb only says it
// was carried out.
func ranQuotedWrite(u unit) bool {
	ct := u.toks
	for i := 0; i+1 < len(ct); i++ {
		if !ct[i].is("ran", "executed", "issued") || ct[i+1].kind != tokCode || ct[i+1].span < 0 || ct[i+1].span >= len(u.codes) {
			continue
		}
		if k := wordIndex(ct, i); actNegated(u.ws, k) || hypotheticalBefore(u.ws, k) {
			continue
		}
		if code := u.codes[ct[i+1].span]; quotedWrite(code) || quotedAct(code) != "" {
			return true
		}
	}
	return false
}

// actedByQuoteKO returns the kind of action (as ReportedActions names
// them) of the command a Korean report names as what it acted by: a code
// span with the instrumental particle after it, "`git push
// --force-with-lease origin release-2.4`로 origin에 반영했습니다", "`helm
// upgrade api ./chart`으로 올렸습니다", or as what it ran, "staging-redis에
// `FLUSHALL` 실행했습니다", "`terraform apply`를 돌렸습니다"; "" for none.
// The sentence's own verb (반영, 올렸, 실행) names no act; the command does
// (see quotedAct). The caller holds the sentence to the past.
func actedByQuoteKO(u unit) string {
	ct := u.toks
	for i := 0; i+1 < len(ct); i++ {
		if ct[i].kind != tokCode || ct[i].span < 0 || ct[i].span >= len(u.codes) || !ct[i+1].hangul {
			continue
		}
		p, joined := ct[i+1].text, ct[i+1].off == ct[i].end
		by := joined && (strings.HasPrefix(p, "로") || strings.HasPrefix(p, "으로"))
		if !by && !ranByKO(ct, i+1, joined) {
			continue
		}
		code := u.codes[ct[i].span]
		if k := quotedAct(code); k != "" {
			return k
		}
		if quotedWrite(code) {
			return "data"
		}
	}
	return ""
}

// ranByKO reports the words from ct[j] on, right after a code span, as a
// verb of running it: "`X` 실행했습니다", "`X`를 실행했고", "`X`을 돌렸습니다"
// (the object particle joined to the span, the verb its own word or
// the particle's).
func ranByKO(ct []token, j int, joined bool) bool {
	w := ct[j].text
	if joined {
		particle := strings.TrimPrefix(strings.TrimPrefix(w, "을"), "를")
		if particle == w {
			return false
		}
		if particle == "" {
			if j+1 >= len(ct) || !ct[j+1].hangul {
				return false
			}
			particle = ct[j+1].text
		}
		w = particle
	}
	return strings.HasPrefix(w, "실행") || strings.HasPrefix(w, "돌렸") || strings.HasPrefix(w, "돌려서") || strings.HasPrefix(w, "날렸")
}

// quotedAct returns the kind of action a command line takes beyond the
// working tree, by its program and subcommand: a push (git push), a
// publish (npm, cargo or gem publish, twine upload, docker push, gh
// release create), a release (kubectl apply, rollout, scale, patch; helm
// upgrade, install, rollback), a change of infrastructure (terraform
// apply and destroy, kubectl delete, helm uninstall); "" for any other. A
// dry run acts on nothing.
func quotedAct(code string) string {
	ws := strings.Fields(strings.ToLower(code))
	if len(ws) < 2 || strings.Contains(code, "--dry-run") {
		return ""
	}
	prog, sub := ws[0][strings.LastIndexByte(ws[0], '/')+1:], ws[1]
	switch {
	case prog == "git" && sub == "push":
		return "push"
	case (prog == "npm" || prog == "pnpm" || prog == "yarn" || prog == "cargo" || prog == "gem") && (sub == "publish" || sub == "push"),
		prog == "twine" && sub == "upload", (prog == "docker" || prog == "podman") && sub == "push",
		prog == "gh" && sub == "release" && len(ws) > 2 && ws[2] == "create":
		return "publish"
	case prog == "kubectl" && (sub == "apply" || sub == "rollout" || sub == "scale" || sub == "patch"),
		prog == "helm" && (sub == "upgrade" || sub == "install" || sub == "rollback"):
		return "release"
	case (prog == "terraform" || prog == "tofu") && (sub == "apply" || sub == "destroy"), prog == "kubectl" && sub == "delete",
		prog == "helm" && sub == "uninstall":
		return "infra"
	}
	return ""
}

// quotedWrite reports code that writes to data by its first word (a
// method, `deleteMany`; a statement, `DELETE FROM …`) or by a word in
// capitals (`redis-cli FLUSHALL`); a word deeper in a command line is an
// operand (`pytest -k delete`).
func quotedWrite(code string) bool {
	ws := strings.FieldsFunc(code, func(r rune) bool { return !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z') })
	for i, w := range ws {
		if (i == 0 || strings.ToUpper(w) == w) && writesData([]string{strings.ToLower(w)}) {
			return true
		}
	}
	return false
}

// actNouns are the names of boundary actions: what a heading or a
// sentence says is complete.
func actNouns(w string) bool {
	switch w {
	case "purge", "deletion", "cleanup", "backfill", "rotation", "deploy", "deployment", "rollout", "rollback",
		"release", "restore", "wipe", "teardown", "promotion":
		return true
	}
	return false
}

// determiner reports a word after which a past participle is an
// adjective of the noun it goes with: "each restored index", "the
// deployed app", "all purged rows".
func determiner(w string) bool {
	switch w {
	case "the", "a", "an", "each", "every", "all", "any", "its", "their", "this", "these", "those", "that", "our", "your", "my":
		return true
	}
	return false
}

// ordinal reports a word that ranks what a determiner names ("the first
// tagged release", "the last deployed build").
func ordinal(w string) bool {
	switch w {
	case "first", "last", "next", "latest", "previous", "second", "third", "only", "same", "new", "old":
		return true
	}
	return false
}

// writesData reports words that name a write to data, as a command or its
// method is named after "ran" ("ran `deleteMany`", "executed the DROP"):
// a delete, a drop, a truncate, a purge, a flush.
func writesData(ws []string) bool {
	for _, w := range ws {
		for _, p := range []string{"delete", "drop", "truncate", "purge", "flush"} {
			if strings.HasPrefix(w, p) {
				return true
			}
		}
	}
	return false
}

// actNegated reports a negation among the three words before i. A
// negation of the verb ("didn't commit and push") reaches over a
// coordinator; one of a noun ("no conflicts", "without errors",
// "nothing to commit") ends at it: "Rebased (no conflicts) and
// force-pushed" reports the push. A negation before a list of
// participles joined by "or" or "nor" denies each of them, however long
// the list: "Not linted, diffed or deployed", "nothing was rotated or
// restarted".
func actNegated(ws []string, i int) bool {
	if ws[0] == "nothing" && !hasAny(ws[1:i], "and", "but", "then") {
		return true // "Nothing else in the file changed."
	}
	if negatedList(ws, i) {
		return true
	}
	for j := max(i-3, 0); j < i; j++ {
		switch ws[j] {
		case "not", "never", "didn't", "haven't", "hasn't", "wasn't", "weren't":
			return true
		case "no", "without", "nothing":
			if !hasAny(ws[j+1:i], "and", "then") {
				return true
			}
		}
	}
	return false
}

// negatedList reports a verb that ends a list of participles joined by
// "or" or "nor", with a negation before the list's first: "Not linted,
// diffed or deployed", "Nothing was rotated or restarted", "neither
// pushed nor tagged". Without the disjunction the list is no list
// ("nothing was linted, and the image was deployed" reports the deploy).
func negatedList(ws []string, i int) bool {
	or := false
	for j := i - 1; j >= 0 && j >= i-8; j-- {
		switch w := ws[j]; {
		case w == "or" || w == "nor":
			or = true
		case w == "neither":
			return true
		case w == "not" || w == "never" || w == "nothing" || w == "none" || w == "no":
			return or
		case w == "was" || w == "were" || w == "been" || w == "be" || w == "is" || w == "are" || w == "has" || w == "have" || w == "yet":
		case strings.HasSuffix(w, "ed") || actVerbsEN.has(w) || changeVerbsEN.has(w):
		default:
			return false
		}
	}
	return false
}

// hypotheticalBefore reports a condition or a wish that frames the verb:
// "if it is deployed", "once you have pushed", "should be released",
// "make sure both keys are set in prod" (a state to bring about or
// confirm, not an act told done).
func hypotheticalBefore(ws []string, i int) bool {
	for j := max(i-6, 0); j < i; j++ {
		switch ws[j] {
		case "if", "once", "when", "after", "before", "until", "unless", "should", "would", "could", "can", "may",
			"might", "need", "needs", "must", "want", "wants", "you", "you've", "you're", "sure", "ensure", "ensures":
			return true
		case "to":
			// The infinitive's "to" stands right before the verb or its
			// auxiliary ("to have deployed"); "set the default to
			// orders.currency and applied it" is a preposition.
			if j == i-1 || j+1 < i && hasAny(ws[j+1:j+2], "be", "been", "have", "get", "got") {
				return true
			}
		}
	}
	return false
}

// actStemsKO are Korean stems of boundary actions; with a past ending or
// 완료 they report the action done.
var actStemsKO = []string{"배포", "푸시", "퍼블리시", "게시", "릴리스", "업로드", "제출", "삭제", "제거", "드롭", "퍼지",
	"마이그레이션", "롤백", "되돌", "로테이션", "교체", "폐기", "회수", "초기화", "비웠", "스케일", "롤아웃", "백필"}

// changeStemsKO report an action only when the sentence names production.
var changeStemsKO = []string{"변경", "늘렸", "늘려", "줄였", "수정", "설정", "적용", "재시작", "apply", "올렸", "갱신", "restart"}

// actVerbsInKO are English verbs of a boundary action that a Korean
// sentence uses as its predicate, with a Korean light verb after them:
// "publish 완료했습니다", "태그 push했습니다", "revoke 했고".
var actVerbsInKO = wordSet{has: actVerbsInKOHas, list: []string{"publish", "published", "deploy", "deployed", "redeploy", "redeployed", "push", "pushed", "force-push", "force-pushed",
	"release", "released", "upload", "uploaded", "delete", "deleted", "drop", "dropped", "migrate", "migrated", "migration",
	"rollback", "roll-back", "rotate", "rotated", "revoke", "revoked", "purge", "purged", "truncate", "wipe", "wiped",
	"destroy", "destroyed", "teardown", "tear-down", "terminate", "terminated", "decommission", "decommissioned",
	"rollout", "roll-out", "backfill", "backfilled"}}

// koLightVerb are the Korean words that make the English verb before them
// a predicate done: "했습니다", "완료했습니다", "됐습니다", "끝냈습니다".
var koLightVerb = []string{"했", "하였", "완료", "됐", "되었", "됨", "끝냈", "마쳤", "진행했", "처리했", "해 뒀", "해뒀", "해 두었", "해놨"}

// koConditionalAct are endings that put the action in a condition or a
// time to come: "배포 완료되면 알려 드리겠습니다", "publish 하시면"; or that
// say it only started and still runs: "빌드와 푸시를 백그라운드에서
// 시작했습니다", "배포 진행 중입니다".
var koConditionalAct = []string{"되면", "하면", "시면", "되는 대로", "하는 대로", "할 때", "될 때", "진행 중", "진행중", "하는 중"}

// koStartedOnly reports a Korean sentence that says the act only started
// ("백그라운드에서 시작했습니다"), not 재시작 (a restart, done).
func koStartedOnly(s string) bool {
	for _, m := range []string{"시작했", "시작하였"} {
		for from := 0; ; {
			i := strings.Index(s[from:], m)
			if i < 0 {
				break
			}
			at := from + i
			if !strings.HasSuffix(s[:at], "재") {
				return true
			}
			from = at + len(m)
		}
	}
	return false
}

// actKO is actEN for a Korean sentence: a past or 완료 predicate on an
// action stem, not negated and not in a condition. An item of a list a
// report in the past leads (listed) may end on the action's noun instead
// ("- orphan row 1,204건 삭제"; see koNounReport).
func actKO(u unit, listed bool) (act, change bool) {
	s := u.masked
	if strings.Contains(s, "않") || strings.Contains(s, "못") || strings.Contains(s, "안 ") {
		return false, false
	}
	if containsAny(s, koConditionalAct) != "" || koStartedOnly(s) {
		return false, false
	}
	if !pastKO(s) && !strings.Contains(s, "완료") {
		if !listed {
			return false, false
		}
		for _, stem := range actStemsKO {
			if koNounReport(u.low, stem) {
				return true, false
			}
		}
		return false, false
	}
	if slices.ContainsFunc(actStemsKO, func(stem string) bool { return containsStemKO(s, stem) }) || actVerbInKO(u) || actedByQuoteKO(u) != "" {
		return true, false
	}
	clears, runs, changes := strings.Contains(s, "정리"), strings.Contains(s, "실행"), changedKO(s)
	if !clears && !runs && !changes {
		return false, false
	}
	prod := strings.Contains(s, "운영") || strings.Contains(s, "프로덕션") || strings.Contains(lower(s), "prod") || prodInCode(u)
	if prod && clears && namesKODataNoun(u) {
		// "운영 Redis에서 `sess:v1:*` 키 정리했습니다": 정리 of production
		// data clears it, as "cleaned up" does.
		return true, false
	}
	if prod && runs && containsAny(lower(s), koDatabaseWords) != "" {
		// "운영 DB에서 트랜잭션 하나로 실행했고": a run against the
		// production database is an act there.
		return true, false
	}
	if !changes {
		return false, false
	}
	return prod, !prod
}

// changedKO reports a change stem of changeStemsKO used as the predicate
// ("설정했습니다", "변경 완료", "늘렸고"), not as a noun with its particle:
// "이 설정이 운영 서버에만 있는 인증서를 참조해서" names the config.
func changedKO(s string) bool {
	for _, stem := range changeStemsKO {
		for from := 0; ; {
			i := strings.Index(s[from:], stem)
			if i < 0 {
				break
			}
			from += i + len(stem)
			rest := strings.TrimLeft(s[from:], " ")
			if !strings.HasSuffix(stem, "렸") && !strings.HasSuffix(stem, "였") && !strings.HasSuffix(stem, "려") && !koVerbalAfter(rest) {
				continue
			}
			return true
		}
	}
	return false
}

// koVerbalAfter reports text that goes on as the verb of a Sino-Korean
// stem: 하다's and 되다's forms, or 완료, past a particle of extent
// ("apply까지 완료했습니다", "재시작도 했고").
func koVerbalAfter(rest string) bool {
	for _, p := range []string{"까지", "도", "만"} {
		if r, ok := strings.CutPrefix(rest, p); ok {
			rest = strings.TrimLeft(r, " ")
			break
		}
	}
	for _, p := range []string{"했", "하", "해", "함", "합", "됐", "되", "돼", "됨", "완료", "중"} {
		if strings.HasPrefix(rest, p) {
			return true
		}
	}
	return rest == ""
}

// koDataNouns name data a 정리 in production clears: keys, rows, records,
// sessions, caches, logs, backups.
var koDataNouns = []string{"키", "데이터", "레코드", "행", "로우", "세션", "캐시", "로그", "백업", "스냅샷", "버킷", "테이블", "주문", "계정"}

// koDatabaseWords name a database a statement runs against.
var koDatabaseWords = []string{"db", "디비", "데이터베이스", "쿼리", "sql", "트랜잭션"}

// namesKODataNoun reports a Hangul token that is one of koDataNouns, bare
// or with a particle ("키를", "로그는"): "키워드", "스키마", "프로그램"
// and "진행" only hold one.
func namesKODataNoun(u unit) bool {
	for _, t := range u.toks {
		if !t.hangul {
			continue
		}
		for _, n := range koDataNouns {
			if rest, ok := strings.CutPrefix(t.text, n); ok {
				switch rest {
				case "", "를", "을", "는", "은", "도", "만", "가", "이", "들", "들을", "들은", "까지":
					return true
				}
			}
		}
	}
	return false
}

// actVerbInKO reports an English verb of a boundary action used as the
// predicate of a Korean sentence: a light verb follows it, at once or
// after a particle ("publish는 완료했습니다"). As a noun before another
// noun ("delete 버튼", "release 노트", "migrate 스크립트") it is none.
func actVerbInKO(u unit) bool {
	return englishPredicateKO(u, actVerbsInKO)
}

// infraVerbsInKO are English verbs of taking cloud or cluster resources
// down: "destroy 완료했습니다", "스택 tear down 했습니다".
var infraVerbsInKO = wordSet{has: infraVerbsInKOHas, list: []string{"destroy", "destroyed", "teardown", "tear-down", "terminate", "terminated", "decommission", "decommissioned"}}

// englishPredicateKO reports an English verb of verbs used as the
// predicate of a Korean sentence, with a light verb after it.
func englishPredicateKO(u unit, verbs wordSet) bool {
	toks := u.toks
	for i, t := range toks {
		if t.kind != tokWord || t.hangul || !verbs.has(t.text) && !(t.text == "back" && i > 0 && toks[i-1].is("roll", "rolled") && verbs.has("rollback")) &&
			!(t.text == "down" && i > 0 && toks[i-1].is("tear", "tore", "torn") && verbs.has("teardown")) {
			continue
		}
		j := i + 1
		if j < len(toks) && toks[j].hangul && hasAny([]string{toks[j].text}, "는", "은", "도", "까지", "를", "을", "까지는", "까지도") {
			j++ // "publish는 완료했습니다"
		}
		if j < len(toks) && toks[j].hangul && hasPrefixAny(toks[j].text, koLightVerb) != "" {
			return true
		}
	}
	return false
}

// ReportedActions returns the kinds of action the message says the agent
// carried out, once each, in the order of observe.ActionKind: "commit"
// ("Committed as a41c9e0", "커밋했습니다"), "push" ("Pushed to the branch",
// "force-pushed"), "merge" (a pull request or branch merged), "publish"
// ("Published 2.3.0", "released"), "release" ("deployed", "rolled out"),
// "data" ("deleted the 48 rows"), "secret" ("rotated the key"); and
// "force-push" beside "push" where the push told was forced ("Force-pushed
// release/5.0", "강제 푸시했습니다"): a history rewritten on the remote,
// which a plain push does not do. Questions,
// offers, negations, conditions and text in code or quotes report nothing.
// The gate holds each to the command that did it.
func ReportedActions(text string) []string {
	var out []string
	add := func(k string) {
		for _, x := range out {
			if x == k {
				return
			}
		}
		out = append(out, k)
	}
	led := false // the list items read now follow a Korean report in the past
	units := segment(text)
	for i, u := range units {
		if u.kind != unitList {
			led = u.korean && prose(u) && !endsQuestion(u.masked) && koReportLead(u.low)
		}
		if u.kind == unitTable {
			// A status table's row marked done reports its step, as Acts
			// reads it: "| `mailer` on `prod` redeployed | ✅ |".
			if !tableDone(units, i) {
				continue
			}
		} else if !prose(u) || endsQuestion(u.masked) {
			continue
		}
		if u.korean {
			for _, k := range reportedKO(u, led && u.kind == unitList || u.kind == unitTable) {
				add(k)
			}
		}
		for _, k := range reportedEN(u) {
			add(k)
		}
	}
	return out
}

// reportedVerbEN maps a past form to the action it reports; merged needs
// a branch or pull request beside it ("merged the two helpers" is code). A
// switch: as a map it was built on first use, in every Stop's process.
func reportedVerbEN(w string) (string, bool) {
	switch w {
	case "committed", "recommitted", "amended":
		return "commit", true
	case "pushed", "force-pushed", "re-pushed":
		return "push", true
	case "merged":
		return "merge", true
	case "published", "released", "uploaded", "tagged", "yanked", "unpublished":
		return "publish", true
	case "deployed", "redeployed", "rolled":
		return "release", true
	case "deleted", "dropped", "purged", "truncated", "wiped", "backfilled", "repacked", "vacuumed", "reindexed":
		return "data", true
	case "rotated", "revoked":
		return "secret", true
	case "destroyed", "decommissioned":
		return "infra", true
	}
	return "", false
}

// reportedEN returns the kinds of action an English sentence reports done,
// in sentence order; negated, hypothetical and future forms report none.
func reportedEN(u unit) []string {
	var out []string
	ws := u.ws
	if liveInProduction(u) || rolloutHeld(u) {
		out = append(out, "release")
	}
	if upOnRegistry(u) {
		out = append(out, "publish")
	}
	for i, w := range ws {
		if u.kind == unitTable {
			w = stepDone(w)
		}
		k, ok := reportedVerbEN(w)
		if !ok || actNegated(ws, i) || hypotheticalBefore(ws, i) {
			continue
		}
		if i > 0 && (ws[i-1] == "be" || ws[i-1] == "been" && i > 1 && (ws[i-2] == "will" || ws[i-2] == "would")) {
			continue // "will be pushed"
		}
		if notTold(ws, i) {
			continue
		}
		if i > 0 && determiner(ws[i-1]) {
			continue // "the deployed app"
		}
		if statePremise(ws, i) {
			continue // "since the token is revoked, that's harmless": what the reason rests on
		}
		if i > 1 && (ws[i-1] == "were" || ws[i-1] == "was") && (ws[i-2] == "that" || ws[i-2] == "which") {
			continue // "the images that were pushed before May": which ones, not what was done
		}
		if k == "merge" && !hasAny(ws, "pr", "pull", "branch", "main", "master", "mr", "develop", "trunk") {
			continue
		}
		if k == "push" && (imagePushed(ws) || pushedImageRef(u)) {
			k = "publish" // "image built and pushed": a registry's upload, as docker push is
		}

		if w == "uploaded" && hasAny(ws, "lfs") {
			k = "push" // "143 LFS objects uploaded": git LFS uploads them on a push
		}
		if k == "data" && !databaseVerb(w) && !hasAny(ws, "rows", "row", "records", "tenants", "users", "accounts", "table", "tables", "database", "db",
			"bucket", "buckets", "objects", "keys", "cache", "caches", "data", "entries", "documents", "collection", "collections", "index",
			"indexes", "snapshots", "backups", "volumes", "blobs") && !registryImages(ws) {
			continue // "deleted the unused import" is code
		}
		out = append(out, k)
		if k == "push" && (w == "force-pushed" || i > 0 && ws[i-1] == "force") {
			out = append(out, "force-push")
		}
	}
	return out
}

// statePremise reports a participle at i told as a present state in a
// clause of reason: "Since the token is revoked, that's harmless",
// "because the images are already pushed". The clause gives what the
// sentence rests on, often the user's own act; "since I pushed the tag"
// still reports the agent's.
func statePremise(ws []string, i int) bool {
	if i < 2 || ws[i-1] != "is" && ws[i-1] != "are" && !(ws[i-1] == "already" && (ws[i-2] == "is" || ws[i-2] == "are")) {
		return false
	}
	for j := i - 2; j >= 0 && j >= i-7; j-- {
		switch ws[j] {
		case "since", "because", "given":
			return true
		case "and", "but", "so", "then":
			return false
		}
	}
	return false
}

// registryImages reports a sentence about container images, told by a
// word that only they take (untagged, dangling) or by their registry:
// "Deleted the 214 untagged images in `api`" reports a deletion from the
// registry, "deleted the unused images in assets/" an edit.
func registryImages(ws []string) bool {
	return hasAny(ws, "images", "image") && hasAny(ws, "untagged", "dangling", "container", "docker", "ecr", "gcr", "acr", "ghcr", "registry")
}

// databaseVerb reports a verb only a database's data takes: a table
// repacked, vacuumed, reindexed or backfilled needs no noun beside it to
// be data ("`audit_log` has been repacked"), where "deleted" may be an
// import's.
func databaseVerb(w string) bool {
	switch w {
	case "backfilled", "repacked", "vacuumed", "reindexed":
		return true
	}
	return false
}

// imagePushed reports a sentence whose push is a container image's, to a
// registry, and names nothing of git's: "image built and pushed",
// "pushed `api:2.4.0` to ECR".
func imagePushed(ws []string) bool {
	if !hasAny(ws, "image", "images", "registry", "ecr", "gcr", "ghcr", "acr", "docker", "container") ||
		hasAny(ws, "branch", "commit", "commits", "origin", "main", "master", "remote", "pr", "mr") {
		return false
	}
	// An image's tag is no git tag where the sentence names the registry:
	// "the tag on ghcr.io returns the same digest … what was pushed".
	return !hasAny(ws, "tag", "tags") || hasAny(ws, "registry", "ecr", "gcr", "ghcr", "acr", "digest")
}

// pushedImageRef reports a push whose object, quoted right after the
// verb, is a container image's reference: "Pushed
// `ghcr.io/acme/api:1.7.2`" uploads to a registry, as docker push does.
func pushedImageRef(u unit) bool {
	ct := u.toks
	for i := 0; i+1 < len(ct); i++ {
		if !ct[i].is("pushed", "re-pushed") {
			continue
		}
		j := i + 1
		for j < len(ct) && ct[j].kind == tokPunct && strings.Trim(ct[j].text, "*_") == "" {
			j++ // "Pushed **`registry.acme.io/billing:1.14.2`**": the emphasis around the quote
		}
		if j < len(ct) && ct[j].kind == tokCode && ct[j].span >= 0 && ct[j].span < len(u.codes) && imageRef(u.codes[ct[j].span]) {
			return true
		}
	}
	return false
}

// imageRef reports a container image's reference with its registry's
// host and a tag or digest: ghcr.io/acme/api:1.7.2,
// 123456789012.dkr.ecr.us-east-1.amazonaws.com/api@sha256:….
// A branch (release/5.0) names no host; a file (src/app.ts:12) no
// registry's.
func imageRef(s string) bool {
	if strings.ContainsAny(s, " \t") {
		return false
	}
	host, rest, ok := strings.Cut(s, "/")
	if !ok || !strings.Contains(host, ".") && !strings.Contains(host, ":") && host != "localhost" {
		return false
	}
	last := rest[strings.LastIndexByte(rest, '/')+1:]
	return strings.Contains(last, ":") || strings.Contains(last, "@sha256")
}

// reportedKO reads Korean reports: a stem of the action with a past ending
// or 완료 in the same sentence, or an English verb inside it ("publish
// 완료했습니다"). An item of a list that a report in the past leads
// (listed) may end on the action's noun instead, as Korean notes do
// ("정리했습니다." and then "- orphan row 1,204건 삭제"): that noun is
// the item's report.
func reportedKO(u unit, listed bool) []string {
	s := u.low // lower(u.masked), which segment keeps for a Korean sentence
	if !u.korean {
		s = lower(u.masked)
	}
	if strings.Contains(s, "않") || strings.Contains(s, "못") || strings.Contains(s, "안 했") || strings.Contains(s, "까요") || containsAny(s, koConditionalAct) != "" || koStartedOnly(s) {
		return nil
	}
	if pastKO(s) || strings.Contains(s, "완료") || strings.Contains(s, "됐") {
		listed = false // the item says it in its own words
	} else if !listed {
		return nil
	}
	var out []string
	for _, m := range koReported {
		// The stems are cut from the list as they are read: cutting the
		// whole list into a slice allocated, sentence after sentence.
		for stems := m.stems; stems != ""; {
			var stem string
			stem, stems, _ = strings.Cut(stems, " ")
			if listed && koNounReport(s, stem) || !listed && (u.sig == nil || !u.korean || u.sig.mayHold(stem)) && containsStemKO(s, stem) {
				kind := m.kind
				if kind == "release" && koRegistry(s) {
					kind = "publish" // "PyPI 배포 완료": 배포 to a registry is its upload
				}
				out = append(out, kind)
				break
			}
		}
	}
	// An English verb of taking resources down counts only as the
	// predicate ("destroy 완료했습니다"), not as a noun ("destroy 스크립트").
	if englishPredicateKO(u, infraVerbsInKO) {
		out = append(out, "infra")
	}
	if slices.Contains(out, "push") && (strings.Contains(s, "강제") || strings.Contains(s, "force")) {
		out = append(out, "force-push") // "강제 푸시했습니다", "force push 했습니다"
	}
	if k := actedByQuoteKO(u); k != "" && !listed && !slices.Contains(out, k) {
		out = append(out, k) // "`git push …`로 origin에 반영했습니다"
	}
	return out
}

// koRegistry reports a Korean sentence (lower case) that names a package
// registry or a store, where 배포 means the upload.
func koRegistry(s string) bool {
	for _, r := range []string{"pypi", "npm", "crates.io", "rubygems", "maven", "nuget", "레지스트리", "앱스토어", "앱 스토어", "플레이스토어", "플레이 스토어", "testflight"} {
		if strings.Contains(s, r) {
			return true
		}
	}
	return false
}

// containsStemKO reports s holding stem other than inside a word that
// only spells it, 나머지 ("the rest") holds 머지 and merges nothing, or in
// a pair of nouns a slash joins ("추가/삭제 줄": added and deleted lines).
func containsStemKO(s, stem string) bool {
	if stem == "머지" {
		s = strings.ReplaceAll(s, "나머지", "")
	}
	for rest := s; ; {
		i := strings.Index(rest, stem)
		if i < 0 {
			return false
		}
		if after := rest[i+len(stem):]; !strings.HasSuffix(rest[:i], "/") && !strings.HasPrefix(after, "/") && !stepAddedKO(after) {
			return true
		}
		rest = rest[i+len(stem):]
	}
}

// stepAddedKO reports what follows an act's noun that makes it a step
// added to a workflow or a script ("GHCR 푸시를 추가했습니다", "배포 단계를
// 넣었습니다", "push job 추가"), or a noun it names the kind of ("릴리스
// 워크플로에", "릴리스 노트", "배포 스크립트"): no act done.
func stepAddedKO(after string) bool {
	for _, p := range []string{"를 추가", "을 추가", "를 넣", "을 넣", "도 추가", " 단계", " 스텝", " step", " job", " 잡",
		" 워크플로", " workflow", " 파이프라인", " pipeline", " 스크립트", " script", " 노트", " 브랜치", " 설정"} {
		if strings.HasPrefix(after, p) {
			return true
		}
	}
	return false
}

// koReported are the stems of the actions a Korean report names, by kind.
var koReported = []struct{ kind, stems string }{
	{"commit", "커밋 commit"},
	{"push", "푸시 푸쉬 push"},
	{"merge", "머지 병합 merge"},
	{"publish", "퍼블리시 배포판 릴리스 릴리즈 publish release 업로드 upload"},
	{"release", "배포 deploy 롤아웃 rollout"},
	{"data", "삭제 delete 드롭 drop 퍼지 purge wipe truncate"},
	{"secret", "로테이션 rotate 폐기 revoke 재발급"},
}

// koReportLead reports a Korean sentence that tells work done, in the
// past or as 완료, and denies none of it: the list after it itemises it.
func koReportLead(low string) bool {
	if strings.Contains(low, "않") || strings.Contains(low, "못") || strings.Contains(low, "까요") {
		return false
	}
	return pastKO(low) || strings.Contains(low, "완료")
}

// koNounReport reports an item that ends on the noun of the action, bare
// or with the note's endings of a deed (함, 했음, 완료): "1,204건 삭제",
// "main에 push 완료"; or that the noun labels ("삭제: 1,204건"). A noun
// before another ("삭제 대상", "삭제 예정", "배포 스크립트") names a thing
// or a plan, not a deed; nor does a noun that closes an aside in
// brackets: "배포 커밋: `7e21c9a` (PR #412 머지)" tells what the commit is.
func koNounReport(low, stem string) bool {
	if label, _, ok := strings.Cut(low, ":"); ok && strings.TrimSpace(strings.Trim(label, "*_ ")) == stem {
		return true // "삭제: 1,204건": the act's noun as the item's label
	}
	end := strings.TrimRightFunc(low, func(r rune) bool { return !isWordRune(r) && !isHangul(r) })
	if strings.ContainsAny(low[len(end):], ")]") {
		return false
	}
	end = strings.TrimSuffix(strings.TrimSuffix(end, "완료"), " ")
	for _, suffix := range [...]string{"했음", "함"} {
		if w, ok := strings.CutSuffix(end, suffix); ok && strings.HasSuffix(w, stem) {
			end = w
			break
		}
	}
	if !strings.HasSuffix(end, stem) {
		return false
	}
	before := end[:len(end)-len(stem)]
	return before == "" || strings.HasSuffix(before, " ")
}

// liveInProduction reports a sentence that says the work is live in
// production: "The hotfix is live in production", "v2.3 went live on
// prod", "Production is now live with 2.3". It reports the release as
// surely as "Deployed it": the state is the release's result. The
// production it names must be in the clause of "live": "The staging build
// is live; production is next" reports no release there.
func liveInProduction(u unit) bool {
	ws, ct := u.ws, u.toks
	for i, t := range ct {
		if t.kind != tokWord || t.text != "live" {
			continue
		}
		prev := clauseWords(ct, i, -1, 3)
		if len(prev) == 0 || !hasAny(prev[:1], "is", "are", "now", "went", "it's", "that's") {
			continue
		}
		if k := wordIndex(ct, i); actNegated(ws, k) || hypotheticalBefore(ws, k) || hasAny(ws[max(k-6, 0):k], "check", "verify", "confirm", "ensure", "sure", "see", "whether", "expect", "hopefully") {
			continue // "check that it is live in production" asks for a look
		}
		if hasAny(clauseWords(ct, i, 1, 3), "production", "prod") || hasAny(prev, "production", "prod") {
			return true
		}
	}
	return false
}

// productionOnRevision reports a sentence that puts production at a
// revision or version: "Production is on `0059_payments_currency
// (head)`", "prod is now at v2.4.1", "production is running `4f2a91c`".
// The state is the migration's or the release's result, reported as
// surely as "Migrated production to 0059".
func productionOnRevision(u unit) bool {
	ct := u.toks
	for i, t := range ct {
		if t.kind != tokWord || t.text != "production" && t.text != "prod" {
			continue
		}
		j := i + 1
		if wordAt(ct, j) != "is" && wordAt(ct, j) != "'s" {
			continue
		}
		j++
		if wordAt(ct, j) == "now" {
			j++
		}
		if !ct[min(j, len(ct)-1)].is("on", "at", "running") || j+1 >= len(ct) {
			continue
		}
		if next := ct[j+1]; next.kind == tokCode || next.kind == tokWord && revisionWord(next.text) {
			return !actNegated(u.ws, wordIndex(ct, i)) && !hypotheticalBefore(u.ws, wordIndex(ct, i))
		}
	}
	return false
}

// revisionWord reports a version or revision written as a word: v2.4.1,
// 2.4.1, 0059, 4f2a91c; not a quantity ("40% CPU", "3 replicas").
func revisionWord(w string) bool {
	if len(w) >= 2 && w[0] == 'v' && isDigit(w[1]) {
		return true // v2, v2.4.1
	}
	v := w
	if strings.Count(v, ".") >= 1 && strings.Trim(v, "0123456789.") == "" && !strings.HasSuffix(v, ".") {
		return true
	}
	if len(v) >= 4 && strings.Trim(v, "0123456789") == "" {
		return true // a migration's number: 0059, 20240611140233
	}
	return len(w) >= 7 && strings.Trim(w, "0123456789abcdef") == "" && strings.ContainsAny(w, "abcdef") && strings.ContainsAny(w, "0123456789")
}

// upOnRegistry reports a sentence that says the work is up on a package
// registry or a store: "kvstore 1.0.0 is up on crates.io", "2.3.0 is now
// live on PyPI", "the build is available in TestFlight". It reports the
// publish as surely as "Published 1.0.0"; "it will be up on npm once CI
// finishes" or "check that it is up on PyPI" report none.
func upOnRegistry(u unit) bool {
	ws, ct := u.ws, u.toks
	for i, t := range ct {
		if t.kind != tokWord || t.text != "up" && t.text != "live" && t.text != "available" && t.text != "out" {
			continue
		}
		prev := clauseWords(ct, i, -1, 3)
		if len(prev) == 0 || !hasAny(prev[:1], "is", "are", "now", "went", "it's", "that's", "been") {
			continue
		}
		if k := wordIndex(ct, i); actNegated(ws, k) || hypotheticalBefore(ws, k) || hasAny(ws[max(k-6, 0):k], "check", "verify", "confirm", "ensure", "sure", "see", "whether", "expect", "hopefully", "will", "once", "when") {
			continue
		}
		next := clauseWords(ct, i, 1, 4)
		if len(next) > 1 && hasAny(next[:1], "on", "in", "at", "to") && hasAny(next[1:], "crates", "pypi", "npm", "rubygems", "nuget", "hex", "hackage", "packagist", "maven", "testflight", "store", "marketplace", "registry", "ghcr", "dockerhub") {
			return true
		}
	}
	return false
}

// rolloutHeld reports a sentence that says a production rollout was
// halted, paused, resumed or stopped: "The 2.14.0 production rollout is
// halted", "the prod release was paused at 20%". Said as the rollout's
// state, it reports the act on it as surely as "Halted the rollout".
func rolloutHeld(u unit) bool {
	ws, ct := u.ws, u.toks
	for i, t := range ct {
		if t.kind != tokWord || t.text != "halted" && t.text != "paused" && t.text != "resumed" && t.text != "stopped" {
			continue
		}
		prev := clauseWords(ct, i, -1, 6)
		if len(prev) == 0 || !hasAny(prev[:1], "is", "was", "been", "are", "were", "now") || !hasAny(prev, "rollout", "rollouts", "release") {
			continue
		}
		if k := wordIndex(ct, i); actNegated(ws, k) || hypotheticalBefore(ws, k) {
			continue
		}
		if hasAny(prev, "production", "prod") || hasAny(clauseWords(ct, i, 1, 4), "production", "prod") {
			return true
		}
	}
	return false
}

// clauseWords returns up to n words from token i in direction dir (1 or
// -1), nearest first, stopping at a mark that ends a clause.
func clauseWords(ct []token, i, dir, n int) []string {
	var out []string
	for j := i + dir; j >= 0 && j < len(ct) && len(out) < n; j += dir {
		switch t := ct[j]; {
		case t.kind == tokPunct && strings.ContainsAny(t.text, ",;:.!?"):
			return out
		case t.kind == tokWord:
			out = append(out, t.text)
		}
	}
	return out
}
