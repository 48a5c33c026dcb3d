/*
 * What each bespoke screen does for its users, for whoever builds or changes it (English), by screen
 * name. Documentation only: no runtime module imports this file, so none of it reaches the browser
 * (the texts were 8 KB gzip of the signed-in shell when they lived in the route files). The catalogue
 * test checks that every bespoke screen has its text here.
 */

const questionSortDesign =
  "Reorders the questions of one help topic within one question list. The route's :id is the id of a " +
  "help-doc-theme record; the list (the variant of help-question) follows from the route's parent key: " +
  'guide-single GUIDE_SINGLE, single SINGLE, zhenxuan-single ZHENXUAN_SINGLE, newcomer-single ' +
  'NEWCOMER_SINGLE, website-single WEBSITE_SINGLE, help-and-feedback-question-maintenance HELP_DEFAULT, ' +
  'help-and-feedback-newcomer-question-maintenance HELP_NEWCOMER, help-and-feedback-guide-question-maintenance ' +
  "HELP_GUIDE. Header: the list's title and the topic (themeName, themeCode), with a topic switcher over the " +
  'enabled help-doc-theme records. Body: every help-question of that variant and themeCode (GET ' +
  '/api/resources/help-question?variant=...&themeCode=...&sort=sortOrder,asc&size=500) as a vertical ' +
  'drag-and-drop list showing the order, the question, its status badge (DRAFT, PUBLISHED, OFFLINE), language ' +
  'and the hot flag, with move up, move down and move to top buttons for keyboard users. Save writes sortOrder ' +
  '10, 20, 30... to each question whose place changed (PUT with its version), stops at the first 409 and offers ' +
  'to reload; Cancel goes back to the list (the parent route). Changing needs content:write; without it the ' +
  'order is shown read-only. The list reaches it through a "Sort" button that asks for the topic. Bespoke ' +
  'because it rewrites the order of many records at once by dragging, which no list, detail or form over one ' +
  'record does.';

const subAppDetailDesign =
  'One sub-application configuration, named by the route: :cloud is a cloud-env code, :section a product ' +
  'section (EXPENSE, TRAVEL, FINANCE, INVOICE, PLATFORM), :type a client type (WEB, APP, H5, MINI_PROGRAM). ' +
  'It loads the one sub-application record with cloud, section and type equal to them (GET ' +
  '/api/resources/sub-application?cloud=..&section=..&type=..; the three are unique together) and shows it ' +
  'with the labels of the sub-application screen definition (features/system/sub-application/screen): a ' +
  'header (subAppName, subAppCode, currentVersion, grayPercent, enabled badge, owner) with Edit (an inline ' +
  'form of that definition, PUT with version) and four tabs: Basics (every field); Widgets and buttons (the ' +
  'sub-app-button-priority records with the same cloud, subAppCode and type: widgetName, widgetType, ' +
  'buttonCodes in order, maxVisible; each row opens button-priority-detail/:id/:widgetId/:type under the ' +
  'same list); Versions (sub-app-version-record of the same cloud, subAppCode and type, newest first, with ' +
  'release type and status badges; "All versions" opens version-record-detail); Menus (sub-app-mapping-' +
  'relation of the same cloud and subAppCode; "All mappings" opens mapping-relation). When no record ' +
  'matches it offers "Create" with cloud, section and type filled in. Reading needs menu:read, changing ' +
  'menu:write. Bespoke because the route names the record by three parameters and not by id, and the page ' +
  'gathers four record kinds of one sub-application.';

const appInitDetailDesign =
  'The APP initialisation of one cloud (:cloud, a cloud-env code), section (:section) and client type ' +
  '(:type). It loads the app-init-config record with those three (GET /api/resources/app-init-config?' +
  'cloud=..&section=..&type=..; unique together) and shows it with the labels of features/system/' +
  'app-init-config/screen: versions (initVersion, minSupportedVersion, forceUpdate), defaultLanguage, the ' +
  'home modules and tab bar as ordered chips, the splash image preview (splashImageOid through the ' +
  'attachment preview), configJson pretty-printed with a JSON validity check before save, and Edit in ' +
  'place (PUT with version). A side panel compares it with the same section and type in the other clouds ' +
  '(the app-init-config list filtered by section and type), highlighting differing versions, and links to ' +
  'app-synchronous to copy it across. When no record matches it offers to create one with the three ' +
  'filled in. Needs menu:read; changes need menu:write. Bespoke because the route names the record by three ' +
  'parameters, not by id.';

export const bespokeDesigns: Readonly<Record<string, string>> = {
  'question-sort': questionSortDesign,
  'product-policy-tenant-detail':
    'One product policy as the tenants accepted it. :id is the product-policy record, :type its policyType ' +
    '(PRIVACY_POLICY, USER_AGREEMENT...). Header: the policy (title, policyCode, policyVersion, language, ' +
    'effectiveDate, status, requireReconsent) and counts of tenants by acceptance status. Body: the ' +
    'product-policy-acceptance records of that policyType (GET /api/resources/product-policy-acceptance?' +
    'policyType=...), every version, the rows of this policyCode first: tenant (tenantId shown by name, with the ' +
    'tenant picker as filter), policyVersion, acceptanceStatus badge (PENDING, ACCEPTED, DECLINED, EXPIRED), ' +
    'acceptedByName and acceptedByEmail, acceptedAt, channel, and a marker where the tenant has customTerms; ' +
    'filters status, version and acceptedAt range; export. A row opens a drawer with the whole acceptance ' +
    '(customTerms, remark) and its operation history; with content:write the drawer edits acceptanceStatus, ' +
    'customTerms and remark (PUT with version). The policy detail links here with a "Tenant acceptance" button. ' +
    'Bespoke because it lists one resource (acceptances) bound to a record of another (the policy) taken from ' +
    "the path, under that record's header; the generic screens fix filters only statically.",
  'marketing-black-list-setting':
    'The black list of one marketing message: who must not receive it. :id is the marketing-info record. ' +
    'Header: the message (infoCode, title, productLine, infoType, status, audience, startDate to endDate). Body: ' +
    'its marketing-black-list entries (GET /api/resources/marketing-black-list?marketingInfoCode=<infoCode>): ' +
    'targetType, tenant (tenantId, by name), user (userOid, by name), mobile, email, reason, addedBy, addedDate; ' +
    'filters targetType and tenant; keyword over mobile and e-mail. "Add" opens a form whose target field follows ' +
    'the target type (TENANT the tenant picker, USER the staff picker, MOBILE a mobile number, EMAIL an e-mail ' +
    'address) plus the reason; marketingInfoCode is fixed, addedBy is the current user and addedDate today. ' +
    '"Remove" deletes the selected entries after a confirmation. Import (an xlsx of mobiles or e-mails: the ' +
    'resource is importable) and export. Changes need marketing:write. The marketing-info list and detail link ' +
    'here with a "Black list" action. Bespoke because the list is bound to the message taken from the path.',
  'new-order':
    'Bespoke because one order is written as several records (the order and its order-line rows) from a ' +
    'price calculation, which a single-record form cannot do. A stepped form in three sections. (1) Customer: ' +
    'tenant picker (required), then the contract picker filtered to that tenant (contractCode; only ACTIVE or ' +
    'DRAFT contracts), showing the contract total, owner and term; order type (NEW_PURCHASE, ADD_ON, RENEWAL, ' +
    'default from the contract type: RENEWAL contracts give RENEWAL, SUPPLEMENT give ADD_ON) and business type ' +
    '(CRM_BUY_TYPE enumeration, same codes). (2) Products: an editable table of lines; "Add product" opens a ' +
    'picker over finance-catalogue-product with saleStatus ON_SALE, grouped by orderLargeCategory ' +
    '(software, service, resource pack). Each line: product (code, name, unit, list price filled in), quantity ' +
    '(integer ≥ 1), unit price (money, defaults to the list price; below floorPrice shows a warning that ' +
    'signing below the floor needs approval), tax rate (from the product), effective and expire dates ' +
    '(default to the contract term; services default to three months from the start), and the computed line ' +
    'amount = quantity × unit price × years of the term for SUBSCRIPTION products (quantity × unit price ' +
    'otherwise), rounded to cents. Lines can be removed and reordered. A footer shows the list total, the ' +
    'discount (list total − order total, and as a percentage), the order total, the tax included at each ' +
    'rate, and a warning when the order total plus the contract’s other orders exceeds the contract total. ' +
    '(3) Validity: the order’s effective date and expire date (start ≤ end, the search component’s ' +
    '"end time is before start time" message otherwise), defaulting to the earliest and latest line dates. ' +
    '"Continue" validates every line with the order-line schema and the header with the order schema, ' +
    'creates the order (POST /api/resources/order with orderStatus PENDING_PAYMENT, contractProductName of ' +
    'the first or only line plus " 等 N 项" when there are several, buyCount the first line’s quantity, ' +
    'actualAmount the order total) and its order-line rows (lineNo 1..n), then navigates to confirm-order/:id. ' +
    '"Cancel" returns to the order list; leaving with unsaved lines asks for confirmation. Needs order:write.',
  'confirm-order':
    'Bespoke because it reviews an order together with its lines and its contract before it is committed. ' +
    'Loads the order by :id and its order-line rows (GET /api/resources/order-line?orderCode=…&sort=lineNo,asc) ' +
    'and the contract (by contractCode). Read-only summary: tenant name, contract code with signing customer, ' +
    'owner, contract total and the amount already ordered on it; order code, order type and business type, ' +
    'effective and expire dates; the lines table (product, category, quantity, unit, list price, unit price, ' +
    'discount %, tax rate, term, amount) with the list total, discount, order total and tax per rate. Warnings ' +
    'in a banner: a unit price below the product floor price, an order total above what is left of the contract ' +
    'total, a term outside the contract term. Actions: "Back to edit" returns to new-order with the order ' +
    'loaded so that its lines can be changed (the same records are updated with their versions, not ' +
    'duplicated); "Confirm order" leaves the order PENDING_PAYMENT (awaiting payment, which finance confirms) ' +
    'and opens order-management-detail/:id with a success toast; "Cancel order" (with a confirmation) sets ' +
    'orderStatus CLOSED and returns to the list. An order that is no longer PENDING_PAYMENT opens read-only ' +
    'with a link to its detail. Needs order:write.',
  'order-detail':
    'Bespoke because it joins the order with records of five other resources. A header with the order code, ' +
    'status badge (pending payment, paid, closed), tenant, contract code (linking to ' +
    'finance-contract-account-detail), order type, business type, term and total, and the actions the user ' +
    'may take: "Confirm payment" (PENDING_PAYMENT → PAID, needs finance:audit, asks to check the receipt ' +
    'flows first) and "Close order" (PENDING_PAYMENT → CLOSED, confirmation). Tabs: (1) Lines: the order-line ' +
    'rows of the order (product, category, quantity, unit, list and unit price, discount, tax rate, term, ' +
    'amount) with totals. (2) Payments: the finance-receivable rows with this orderCode (receivable no., ' +
    'billing and due date, amount due, received, status, linking to finance-receivables-detail) and the ' +
    'finance-receipt-flow rows written off against it (flow no., date, payer, amount, linking to ' +
    'finance-write-off-detail), with the outstanding balance = receivables − received. (3) Invoices: the invoice ' +
    'requests (invoice resource, by orderCode: request no., title, type, amount, status, mailing status, ' +
    'linking to invoice-management-detail) and the issued invoices (finance-invoice by orderCode: number, ' +
    'type, amount, date, status, audit status, linking to invoice-management-finance-detail), with "Request ' +
    'invoice" opening the invoice request form prefilled with the tenant, contract, order and amount. ' +
    '(4) Pre-open services: the tenant’s pre-open-order rows (service type, quantity, apportioned amount, ' +
    'open date). (5) History: the order’s operation history (GET /api/resources/order/:id/history). Empty ' +
    'tabs say so; each tab loads on first opening. Needs order:read.',
  'admin-accounts':
    'The console accounts of the provider staff and of tenant administrators. They are the login accounts ' +
    'themselves (account table, with password hashes and lockouts), served by GET/POST /api/admin/accounts and ' +
    'PUT /api/admin/accounts/:id, not by the generic resource store: that is why this screen is bespoke. A table ' +
    'lists login, name, e-mail, mobile (telephone), roles (rolesName), tenant, status, locked and enabled, with a ' +
    'keyword search (login, name, e-mail, mobile) and a role filter (every role of GET /api/admin/roles). "New account" ' +
    'opens a form with login (lower-case, 2-40 characters), name, e-mail, mobile, roles (multi-select of the ' +
    'product roles and custom roles of GET /api/admin/roles, codes it holds kept), tenant (tenant picker, for ' +
    'tenant-bound roles), company, enabled and an initial password checked by the password rules (length, digits, ' +
    'lower and upper case, special characters, the two entries match). Editing changes everything but login and ' +
    'password. Changing roles needs role:manage: without it the roles field is read-only. The last enabled super ' +
    'administrator cannot lose SUPER_ADMIN nor be disabled: the server answers SUPER_ADMIN_ROLE_MANAGEMENT and the ' +
    'form shows it on the roles field. Writes need admin:write; the list needs admin:read.',
  'query-data':
    'Customer service looks up an employee of a customer tenant to answer a support call. The page opens on the ' +
    "customer-service tab state 'list' (session cache customerServiceTab, default list): a search with the tenant " +
    'picker and a keyword (e-mail or mobile, required before searching, per the staff-picker rule) lists the ' +
    'matching staff records (GET /api/resources/staff?tenantId=&keyword=): employee ID, full name, mobile, ' +
    'e-mail, company, department, position, env and employee status (active, leaving soon, left). Choosing a row ' +
    "switches the tab state to 'detail' and opens tenant-employee-detail/:tenantId/:userOID (userOID is the staff " +
    "record's oid); going back restores 'list' with the last search. Needs customer-service:read and staff:read.",
  'tenant-employee-detail':
    "One employee's data across the products, in the tabs of the function-permission tree (queryDataTabs of " +
    '@opsdesk/auth): each tab shows only when the user holds its node (view of menuType T with operateType 1 or 2, ' +
    'or permitAll). Header: full name, employee ID, tenant, company, department, status badge. Tabs: (1) personal ' +
    'information: the staff record (staff where oid = userOID and tenantId); its "dimission" button (node ' +
    'query-data-personal-info-dimission) sets status LEFT after a confirmation, and is hidden for someone who ' +
    'already left. (2) requisitions: cs-document kind REQUISITION of the userOID. (3) expenses and corporate ' +
    'payments: cs-document kinds EXPENSE_REPORT, CORPORATE_PAYMENT and LOAN. (4) budgets: kind BUDGET_OCCUPANCY, ' +
    'with budget item and amount. (5) contracts: kind CONTRACT. (6) approvals: kind APPROVAL_TASK, with the current ' +
    'handler. (7) label-message deletion: cs-label-message of the userOID, with row selection and a delete button ' +
    '(DELETE per record, after a confirmation naming the count). (8) finance: cs-document rows whose status is in ' +
    'the pay and billing operate categories (audit passed, awaiting payment, paying, payment cancelled, repaying). ' +
    '(9) forms: the form records of the tenant (form?tenantId=) the employee may fill. (10) MI analysis: counts and ' +
    'amounts of the cs-document rows by kind and by month over the last 12 months, and the share still in ' +
    'approval. (11) AI: cs-ai-record of the userOID (feature, input, outcome, tokens, duration, time). Document ' +
    'tables show code, form, title, amount with currency, document status (shared status labels and their operate ' +
    'category), handler and submitted time, newest first, 10 a page; a document code copies on click. Writes need ' +
    'customer-service:write.',
  'feedback-event-detail':
    'Opened from a row of the feedback-events list with the event record id as :eventId and its name as ' +
    ':eventName (the name titles the page before the record loads). The generic detail reads only :id, and this ' +
    'page also reports the answers, so it is bespoke. Top: the cs-feedback-event record (code, module, trigger, ' +
    'question, score type, sample percent, quiet days, dates, owner, enabled) with edit and enable/disable. Below: ' +
    'the answers, cs-feedback where eventCode is the event code: count, average score, and for NPS the promoters ' +
    '(9-10), passives (7-8), detractors (0-6) and the NPS; a score histogram; then the answers list (feedback no., ' +
    'tenant, submitter, score, content, submitted time, status) linking to feedback-list-detail/:id, filterable ' +
    'by tenant, status and date range.',
  'diagnosis-log-detail':
    'Where a span id from an error toast leads (the toast shows "spanId: ..." and copies it): the log is found by ' +
    'its spanId, not its record id (GET /api/resources/cs-diagnosis-log?spanId=:spanId, a unique eq filter), so ' +
    'the generic detail cannot open it. Shows: a summary (service, method and path, HTTP status, level badge, ' +
    'request time, user login, tenant, client IP, trace id with a link to the other spans of the trace in the ' +
    'diagnosis-log list); timings (total duration split into database, upstream calls and the rest, as a bar); the ' +
    'error (code and message); the request body and the response body as formatted JSON with copy buttons; the ' +
    'stack trace in monospace. When no log has the span id: an empty state saying so, with the span id and a ' +
    'link to the diagnosis-log list searched by it; a "new diagnosis request" action prefills a ' +
    'cs-diagnosis-request with the span id.',
  'sub-app-detail': `${subAppDetailDesign} Under sub-application-batch it is the same screen; its links go to the batch's children (sub-application-batch-button-priority-detail, -version-record-detail, -mapping-relation).`,
  'service-package-tree':
    'Chooses what a service package includes. :packageID is the id of a service-package record (GET ' +
    '/api/resources/service-package/:packageID). Header: packageName, packageCode, platform, packageVersion, the ' +
    'function package (functionPackageCode with its name from the functionPackage picker source) and the ' +
    "count of included nodes. Body: the function-permission tree of the package's platform built from the " +
    'enabled menu-register records of that platform (GET /api/resources/menu-register?platform=..&enabled=' +
    'true&size=2000&sort=sortOrder,asc), nested by parentKey: modules (menuType M without parent), menus (M), ' +
    'functions (F), tabs (T) and buttons (B), each with its type badge, menuName, menuKey and url. Every node ' +
    'has a tri-state checkbox: checking a node checks its subtree and its ancestors, unchecking a node ' +
    'unchecks its subtree; a search box filters by name or key and expands the matches; "Expand all", ' +
    '"Collapse all" and "Only included" switches. The nodes checked on load are the record\'s nodeKeys. Save ' +
    "writes nodeKeys (every checked key) and modules (the checked root keys) with PUT and the record's " +
    'version; a 409 offers to reload. Keys in nodeKeys that no longer exist in menu-register are listed as ' +
    '"removed menus" to drop. Read-only without menu:write. Bespoke because it edits a set of nodes of ' +
    "another record kind's tree, which no form over one record does.",
  'app-init-detail': appInitDetailDesign,
  'app-operations-sort':
    'Orders the operation slots of one position. :id is an app-operation record; the screen reads it (GET ' +
    '/api/resources/app-operation/:id) for its position and platform, then lists every app-operation of that ' +
    'position (GET /api/resources/app-operation?position=..&sort=sortOrder,asc&size=500) as a vertical ' +
    'drag-and-drop list: image thumbnail (imageOid), title, platform, period (startAt to endAt, past ones ' +
    'dimmed), status badge (DRAFT, PENDING_REVIEW, ONLINE, OFFLINE, REJECTED), with move up, move down and ' +
    'move to top buttons for keyboard users; the record :id is highlighted. A phone-frame preview shows the ' +
    'ONLINE ones of the period in the new order. Save writes sortOrder 10, 20, 30... to each record whose ' +
    'place changed (PUT with its version), stops at the first 409 and offers to reload; Cancel returns to ' +
    'the list. Needs menu:write to change. Bespoke because it rewrites the order of many records at once.',
  'sentry-issues':
    'The issues of one error-monitoring project. :projectName is a sentry-project projectName; the header ' +
    'reads that project (GET /api/resources/sentry-project?projectName=..) and shows displayName, platform, ' +
    'team, owner, unresolvedIssues and eventsLast24h, with a link back to the project list. Body: the ' +
    'sentry-issue records of the project (GET /api/resources/sentry-issue?projectName=..), newest lastSeen ' +
    'first, as a Sentry-style stream: each row shows the level colour bar and badge (FATAL, ERROR, WARNING, ' +
    'INFO, DEBUG), the title with the culprit under it, shortId, environment and release chips, event count, ' +
    'affected users, first seen and last seen (relative, exact on hover), the status badge (UNRESOLVED, ' +
    'RESOLVED, IGNORED) and the assignee. Filters: status (default UNRESOLVED), level, environment, release, ' +
    'assignee (backendUser picker) and a lastSeen range (quick ranges 24 h, 7 days, 30 days), plus keyword ' +
    'over shortId, title and culprit; sorts by last seen, first seen, events or users. Selecting rows allows ' +
    'bulk Resolve, Ignore, Reopen and Assign (PUT status or assigneeId with each version; needs ' +
    "deploy:operate, hidden otherwise). A row opens issues-list/issues-event/:issuesId with the issue's id. " +
    'Labels and value sets come from features/system/sentry-issue/screen. Bespoke because the route names a ' +
    'project by slug and the stream with bulk triage is not the generic list.',
  'sentry-issue-event':
    'One issue and its events. :issuesId is the id of a sentry-issue record (GET /api/resources/sentry-issue/' +
    ':issuesId). Header: level badge, title, culprit, shortId, status, events and users counts, first and last ' +
    'seen, release and environment, assignee, with Resolve, Ignore, Reopen and Assign (deploy:operate). Body: ' +
    "the issue's events (GET /api/resources/sentry-event?issueShortId=..&sort=timestamp,desc), with Newest, " +
    'Older and Newer buttons stepping through them and "event n of total". For the shown event: the exception ' +
    '(exceptionType: exceptionValue) and its stack trace, one frame per line, innermost last, application ' +
    'frames emphasised and library frames collapsible, in monospace; the breadcrumbs as a table (time, ' +
    'category, message) read from its lines, the last one before the error highlighted; tags as key:value ' +
    'chips; environment and release; the user (userId, userEmail, userIp, tenantCode), browser, os and url. ' +
    'eventId can be copied. Needs deploy:read. Labels come from features/system/sentry-event/screen. Bespoke ' +
    'because it shows an issue and steps through the events of another record kind, rendering stack traces ' +
    'and breadcrumbs.',
  'business-tenant-detail': [
    "The business team's whole picture of one tenant (route id = the tenant's id), on twelve tabs; a",
    'generic detail cannot do it because the tabs read nine kinds of record, all filtered by this tenant.',
    'Header: tenant name, code, paid/free badge, licence expiry (red when within 30 days or past),',
    'service level and health score (tenant-service-info), and the buttons "create sandbox" (authority',
    'tenant:sandbox, allowed while tenant-control.sandboxQuota is not used up), "sync" (re-reads the',
    'marketplace orders) and "edit" (edit-tenant-maintenance).',
    'Tabs, in order: (1) tenant info: the tenant record, read-only, with its tabs of the generic detail;',
    '(2) tenant control: the tenant-control record of this tenant (one per tenant; create it when missing)',
    'as a form with the freeze/unfreeze actions of features/tenant/tenant-control/screen;',
    '(3) service info: the tenant-service-info record (one per tenant), a form;',
    '(4) DingTalk orders, (5) WeCom orders, (6) Lark orders: tenant-platform-order lists with',
    'tenantId = id and platform DINGTALK / WECHAT / LARK (screens tenant-platform-order/{dingtalk,',
    'wechat,lark}), with a total of payAmount under each;',
    '(7) touch-customer log: touch-customer-log list with tenantId = id, newest first, with "new touch"',
    'opening touch-customer-log-new with the tenant filled in;',
    '(8) common function config, (9) extra function config, (10) APP function config:',
    'tenant-function-config lists with tenantId = id and configCategory COMMON / EXTRA / APP, with the',
    'enable switch inline (screens tenant-function-config/{common,extra,app});',
    '(11) usage statistics: tenant-usage-snapshot of this tenant, the last 12 months as a line chart of',
    'activeUsers against seatsPurchased and totalUsers, and a table of every figure per month;',
    "(12) operation history: the tenant record's history (GET history), who changed what and when.",
    'Each embedded list reuses the named screen definition with its fixed filters plus tenantId.',
  ].join(' '),
};
