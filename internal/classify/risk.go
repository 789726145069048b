package classify

import (
	"strings"
)

// flagSet is a set of risk flags; bit order is the canonical order.
type flagSet uint8

const (
	fProduction flagSet = 1 << iota
	fDatabase
	fSecret
	fRemote
	fDestructive
)

var flagNames = [...]string{Production, Database, SecretOrAuth, RemoteWrite, Destructive}

// list returns the flags in canonical order; never nil.
func (f flagSet) list() []string {
	out := []string{}
	for i, name := range flagNames {
		if f&(1<<i) != 0 {
			out = append(out, name)
		}
	}
	return out
}

// mentionedRisks returns the sensitive areas a prompt talks about, whatever
// it asks for: "explain how our prod alerts work" involves production. Only
// the masked text is read, so negated mentions ("without touching prod") are
// not counted. Actions add their own flags on top (see actions.go).
func mentionedRisks(orig, work string, clauses []clause) (flagSet, []string) {
	var f flagSet
	var why []string
	note := func(flag flagSet, word string) {
		if f&flag == 0 {
			why = append(why, flagNames[bitIndex(flag)]+" ("+strings.TrimSpace(word)+")")
		}
		f |= flag
	}
	if m := prodWords.FindString(work); m != "" {
		note(fProduction, m)
	}
	if m := dbWords.FindString(work); m != "" {
		note(fDatabase, m)
	}
	if m := secretWords.FindString(work); m != "" {
		note(fSecret, m)
	} else if m := identifierAuth(orig, work); m != "" {
		note(fSecret, m)
	}
	// The rest need the clause around the word; look only when the word is
	// there at all, since most prompts have none of them.
	deploy := deployWords.MatchString(work)
	migration := f&fDatabase == 0 && migrationWord.MatchString(work)
	table := f&fDatabase == 0 && (firstIndex(work, "table", len(work)) >= 0 || firstIndex(work, "schema", len(work)) >= 0)
	remote := remoteWords.MatchString(work)
	if deploy || migration || table || remote {
		for i := range clauses {
			c := &clauses[i]
			if deploy {
				if m := deployWords.FindString(c.text); m != "" && !registryWords.MatchString(c.text) && !(strings.HasPrefix(m, "deployment") && k8sObject.MatchString(c.text)) &&
					(!nonProdEnv.MatchString(c.text) || prodWords.MatchString(c.text)) {
					note(fProduction, m)
				}
			}
			if migration {
				if m := dbMigration(c.text); m != "" {
					note(fDatabase, m)
				}
			}
			if table {
				if m := dbTableWords.FindString(c.text); m != "" && !uiTableContext.MatchString(c.text) {
					note(fDatabase, m)
				}
				// A schema is a database's unless it is an API or validation one.
				if m := schemaWord.FindString(c.text); m != "" && !nonDBSchema.MatchString(c.text) && !nonDBSchema.MatchString(work) {
					note(fDatabase, m)
				}
			}
			// "push it to prod" is a deploy and "push the modal down" a
			// layout change, not git pushes.
			if remote {
				if m := remoteWords.FindString(c.text); m != "" &&
					(!strings.Contains(m, "push") || gitWords.MatchString(c.text) || !prodWords.MatchString(c.text) && !pushedThing.MatchString(c.text)) {
					note(fRemote, m)
				}
			}
		}
	}
	if m := destructiveIn(work); m != "" {
		note(fDestructive, m)
	}
	return f, why
}

// destructiveIn returns the first destructive command or phrase in s. A
// phrase whose words between verb and object hold a condition is not one:
// "skip the drop when the table isn't there" drops no table.
func destructiveIn(s string) string {
	found := ""
	destructiveCmd.each(s, func(m []int) bool {
		if w := s[m[0]:m[1]]; !conditionWord.MatchString(w) {
			found = w
			return false
		}
		return true
	})
	return found
}

var conditionWord = &lre{expr: `\s(?:when|whenever|if|unless|once|after|before|until|while)\s`}

func bitIndex(f flagSet) int {
	for i := 0; i < len(flagNames); i++ {
		if f == 1<<i {
			return i
		}
	}
	return 0
}

// dbMigration finds "migration" in its database sense. A migration from one
// framework to another ("Webpack에서 Vite로 migration", "migrate to Vite") is
// not database work.
func dbMigration(clause string) string {
	m := migrationWord.FindStringIndex(clause)
	if m == nil || otherMigration.MatchString(clause) {
		return ""
	}
	word := clause[m[0]:m[1]]
	if fromTo.MatchString(clause) {
		return ""
	}
	if koToMigration.MatchString(clause) {
		return ""
	}
	if mm := migrateTo.FindStringSubmatch(clause); mm != nil && !enChangeVerbs(mm[1]) && !dbWords.MatchString(clause) {
		return ""
	}
	return word
}

// isConceptQuestion reports a general question about a technology rather
// than about the user's own systems: those get no risk flags.
func isConceptQuestion(work string) bool {
	return conceptCue.MatchString(work) && !ownershipCue.MatchString(work)
}

var (
	prodWords = &lre{expr: `\b(?:prod|production|prd)\b|\blive\s+(?:environment|env|site|server|servers|database|databases|db|cluster|system|traffic|data|users|api|app|instance|stack|customers|config)\b|\b(?:in|on|to|against|into|hit)\s+live\b|\bour\s+live\b|\bgo(?:es|ing)?\s+live\b|운영|프로덕션|라이브\s*(?:환경|서버|db|디비|데이터|서비스)|실서버|실\s*서비스|상용\s*(?:서버|환경|서비스)`}
	// A Kubernetes Deployment is a kind of object, not a deploy.
	k8sObject     = &lre{expr: `\b(?:manifests?|pods?|k8s|kubernetes|helm|charts?|replicas?|yaml|poddisruptionbudget|pdb|hpa|statefulsets?|daemonsets?|configmaps?|namespaces?|containers?|probes?|kustomize)\b|` + "`[^`]+`" + `\s+deployment`}
	deployWords   = &lre{expr: `\bdeploy(?:s|ed|ing|ment|ments)?\b|\broll(?:ing|ed)?\s+out\b|\brollout\b|배포`}
	registryWords = &lre{expr: `\b(?:npm|pypi|registry|crates\.io|maven|rubygems|nuget|docker hub|package|packages|library|sdk|app store|play store|testflight)\b|패키지|라이브러리|레지스트리|스토어`}
	nonProdEnv    = &lre{expr: `\b(?:staging|stage|dev|development|local(?:ly|host)?|preview|test|testing|qa|sandbox|uat|minikube|kind)\b|스테이징|개발\s*(?:서버|환경|db|디비)|로컬|테스트\s*(?:서버|환경)|dev\s*서버`}

	dbWords        = &lre{expr: `\b(?:database|databases|db|dbs|seeder|seeders|seeds?|backfill(?:s|ing)?|rds|aurora|postgres|postgresql|psql|mysql|mariadb|sqlite|mongodb|mongo|dynamodb|cassandra|redshift|bigquery|snowflake|supabase|rows|records|stored procedures?|alembic|flyway|liquibase)\b|\bindex(?:es)?\s+(?:on|for)\b|\b(?:add|create|drop)\s+(?:an?\s+)?index\b|데이터베이스|디비|스키마|테이블|시더|시드\s*데이터|백필|레코드|인덱스\s*(?:거|걸|추가|생성)`}
	dbTableWords   = &lre{expr: "(?:`[^`]+`|\\b[a-z0-9]+_[a-z0-9_]+|\\b[a-z]+s)\\s+tables?\\b|\\b(?:drop|truncate|alter|create)\\s+table\\b|\\btables?\\s+(?:schema|columns?|rows?)\\b|\\b(?:adds?|adding|drops?|dropping)\\s+(?:an?\\s+|the\\s+|new\\s+)?(?:\\S+\\s+)?columns?\\b.{0,40}\\btables?\\b"}
	uiTableContext = &lre{expr: `\b(?:html|markdown|ui|css|component|page|screen|view|grid|datatable|pivot|hash|lookup|routing|truth|symbol|react|vue|svelte)\b`}
	schemaWord     = &lre{expr: `\bschemas?\b`}
	nonDBSchema    = &lre{expr: `\b(?:graphql|gql|openapi|swagger|zod|yup|joi|json|avro|protobuf|proto|validation|form|api|xml|xsd|typebox|ajv)\b`}
	// Migrations of other things: hosts, regions, players, mailboxes.
	otherMigration = &lre{expr: `\b(?:host|server|vm|region|cloud|cluster|live|session|player|shard|node|traffic|account|dns|domain|email|mailbox|pod|container|workload)\s+migrations?\b`}
	migrationWord  = &lre{expr: `\bmigrat(?:e|es|ed|ing|ion|ions)\b|마이그레이션`}
	fromTo         = &lre{expr: `\bfrom\s+\S+(?:\s+\S+){0,3}\s+to\s+\S`}
	koToMigration  = &lre{expr: `(?:로|으로)\s*(?:\S+\s+)?(?:migration|마이그레이션|migrate)|에서\s*\S+(?:\s+\S+){0,3}\s*(?:로|으로)\s*(?:migration|마이그레이션)`}
	migrateTo      = &lre{expr: `\bmigrat\w*\s+(?:\S+\s+){0,4}?to\s+([a-z]+)`}

	secretWords = &lre{expr: `\b(?:passwords?|passwd|passphrases?|secrets?|credentials?|creds|api[ _-]?keys?|access[ _-]?keys?|secret[ _-]?keys?|private[ _-]?keys?|ssh[ _-]?keys?|gpg[ _-]?keys?|signing[ _-]?keys?|encryption[ _-]?keys?|license[ _-]?keys?|deploy[ _-]?keys?|service[ _-]accounts?(?:[ _-]keys?)?|(?:app store|aws|gcp|stripe|github|firebase|twilio|sendgrid|openai|jwt)[ _-]keys?|keystores?|keychains?|tokens?|jwts?|oauth2?|oidc|openid|saml|sso|single sign-on|2fa|mfa|totp|otp|auth|authn|authz|authentication|authenticate|authorization|authorize|login|logins|log[ -]in|sign[ -]in|signin|session cookies?|session tokens?|session ids?|(?:user|login|auth|active)\s+sessions?|sessions?\s+(?:timeout|expiry|expiration|length|lifetime|management|handling|fixation|hijacking)|signature\s+verification|verify\s+(?:the\s+)?(?:webhook\s+)?signatures?|hmac|samesite|csrf|rbac|acls?|access control|permission (?:model|system|logic|checks?|rules?)|permissions (?:model|system|logic|checks?)|(?:check(?:s|ing)?|enforc\w*|verif\w*|grant\w*|user|admin|access|role)\s+(?:\w+\s+)?permissions?|role-based|user roles|certificates?|certs?|htpasswd|vault|secrets? manager|kms)\b|\B\.env\b|비밀번호|패스워드|토큰|인증|시크릿|비밀\s*키|개인\s*키|api\s*키|액세스\s*키|계정\s*키|서비스\s*계정|키\s*파일|자격\s*증명|크리덴셜|세션\s*쿠키|세션\s*(?:만료|타임아웃|관리)|서명\s*검증|로그인|권한\s*(?:모델|시스템|로직|체크|검사|관리|체계)|역할\s*기반`}

	remoteWords = &lre{expr: `\bgit\s+push\b|\bforce[- ]push(?:es|ed|ing)?\b|\bpush(?:es|ed|ing)?\b|\bpublish(?:es|ed|ing)?\b|\bgit\s+tag\b|\bgh\s+release\b|푸시|퍼블리시`}

	destructiveCmd = &lre{expr: `\brm\s+(?:-[a-z]*[rf][a-z]*\s+)+|\bgit\s+reset\s+--hard\b|\bgit\s+clean\b|\bgit\s+push\s+(?:\S+\s+)*(?:--force|-f)\b|\bforce[- ]push|\bgit\s+branch\s+-d\b|\bgit\s+filter-(?:branch|repo)\b|\bdrop\s+(?:table|database|schema|collection)\b|\btruncate\s+(?:table\s+)?\S|\bdropdb\b|\bflush(?:all|db)\b|\baws\s+s3\s+(?:rm|rb)\b|\bgsutil\s+(?:-m\s+)?rm\b|\bterraform\s+destroy\b|\bkubectl\s+delete\b|\bdocker\s+(?:system|volume|image)\s+prune\b|\bdelete\s+from\s+[a-z_]|\b(?:drop|truncate|wipe)\s+(?:the\s+)?(?:\S+\s+){0,2}(?:tables?|database|db|schema|bucket)\b|(?:drop|드롭|truncate)\s*(?:해|하)|(?:테이블|db|디비|스키마)\S*\s*(?:drop|드롭|truncate|날려)`}

	conceptCue   = &lre{expr: `\b(?:difference between|differences between|vs\.?|versus|in general|generally|best practices?|when should i|when to use|what is an?|what['’]?s an?|pros and cons|what does .{1,40} do|what\s+(?:` + "`[^`]+`" + `|\S+)\s+(?:does|means?)|over|how do i|how to|how can i|what happens (?:if|when))\b|차이|뭐\s*하는|개념|일반적으로|베스트\s*프랙티스|언제\s*써`}
	ownershipCue = &lre{expr: `\b(?:our|my|we|us|ours|here|in this repo|this repo|this project|codebase)\b|우리|저희|여기|현재|우리\s*앱|앱에서|코드에서|프로젝트에서`}
)
