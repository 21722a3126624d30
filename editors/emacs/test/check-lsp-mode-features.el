;;; check-lsp-mode-features.el --- Batch check of di-lsp's graph features through lsp-mode 8  -*- lexical-binding: t; -*-
;; Run as: DI_WORKSPACE=<Examples/Mistakes plus Tracking.swift in a git repo> emacs --batch -l check-common.el \
;;   -l ../di-lsp-lsp-mode.el -l ../di-lsp-commands.el -l check-lsp-mode-features.el
;; lsp-mode 8 shows code lenses (`lsp-lens-enable'): the lens overlays as drawn, and clicking one (its action)
;; lists the places in an xref buffer. Rename goes through prepareRename; call hierarchy's requests answer through
;; lsp-mode (its tree view is lsp-treemacs, not installed here); `di-lsp-graph' draws the graph. lsp-mode 8 has no
;; inlay hints.
(require 'lsp-mode)
(require 'lsp-lens)

(setq lsp-session-file (expand-file-name ".lsp-session" di-check-workspace)
      lsp-enable-snippet nil
      lsp-modeline-workspace-status-enable nil
      lsp-modeline-code-actions-enable nil
      lsp-modeline-diagnostics-enable nil
      lsp-headerline-breadcrumb-enable nil
      lsp-auto-guess-root nil
      lsp-enable-file-watchers nil
      lsp-keep-workspace-alive nil
      lsp-lens-enable t
      lsp-log-io (and (getenv "DI_LSP_LOG_IO") t))
(lsp-workspace-folders-add di-check-workspace)

(defun di-check-lens-line (line)
  "The lens text drawn for LINE of the current buffer (at its end or above it, per `lsp-lens-place-position'), or nil."
  (seq-some (lambda (overlay)
              (and (overlay-get overlay 'lsp-lens)
                   (= (line-number-at-pos (overlay-get overlay 'lsp-lens-position)) line)
                   (substring-no-properties (or (overlay-get overlay 'before-string) (overlay-get overlay 'after-string) ""))))
            (overlays-in (point-min) (point-max))))

(defun di-check-lens-action (line title)
  "The action of the lens titled TITLE above LINE."
  (seq-some (lambda (overlay)
              (and (overlay-get overlay 'lsp-lens) (= (line-number-at-pos (overlay-get overlay 'lsp-lens-position)) line)
                   (seq-some (lambda (text) (and (string= (substring-no-properties text) title) (get-text-property 0 'action text)))
                             (overlay-get overlay 'lsp--metadata))))
            (overlays-in (point-min) (point-max))))

(defun di-check-line (file line)
  (with-current-buffer (find-file-noselect (di-check-file file))
    (save-excursion (goto-char (point-min)) (forward-line (1- line))
                    (buffer-substring-no-properties (line-beginning-position) (line-end-position)))))

(let ((help (di-check-file "Help.swift")))
  (find-file help)
  (lsp)
  (di-check-wait (lambda () (seq-find (lambda (w) (eq (lsp--workspace-status w) 'initialized)) (lsp-workspaces))))
  (di-check-report (lsp-workspaces) "lsp-mode started di-lsp")

  ;; 1. Code lenses on HelpComponent's line, and clicking `2 paths'.
  (di-check-wait (lambda () (let ((text (di-check-lens-line 9))) (and text (string-search "2 paths" text)))))
  (let ((text (di-check-lens-line 9)))
    (di-check-report (and text (string-search "0 consumers|2 paths" text)) "the lenses on HelpComponent's line" text))
  (let ((action (di-check-lens-action 9 "2 paths")))
    (di-check-report action "the `2 paths' lens has an action")
    (when action
      (condition-case err (funcall action)
        (error (di-check-report nil "clicking the lens ran" (error-message-string err))))
      (di-check-wait (lambda () (get-buffer "*xref*")))
      (let ((xrefs (and (get-buffer "*xref*") (with-current-buffer "*xref*" (buffer-substring-no-properties (point-min) (point-max))))))
        (di-check-report (and xrefs (string-search "Root.swift" xrefs) (string-match-p "13:" xrefs) (string-match-p "18:" xrefs))
                         "clicking `2 paths' lists both creations in Root.swift" (and xrefs (replace-regexp-in-string "\n" " | " xrefs))))))
  (switch-to-buffer (find-buffer-visiting help))

  ;; 2. Call hierarchy through lsp-mode's requests: HelpComponent's parents.
  (di-check-goto-line-text 9 "HelpComponent")
  (let* ((items (lsp-request "textDocument/prepareCallHierarchy" (lsp--text-document-position-params)))
         (incoming (and items (lsp-request "callHierarchy/incomingCalls" (list :item (seq-first items))))))
    (di-check-report (equal (mapcar (lambda (call) (lsp:call-hierarchy-item-name (lsp:call-hierarchy-incoming-call-from call))) incoming)
                            '("LoggedOutComponent" "LoggedInComponent"))
                     "incoming calls of HelpComponent are its parents"
                     (format "%S" (mapcar (lambda (call) (lsp:call-hierarchy-item-name (lsp:call-hierarchy-incoming-call-from call))) incoming))))

  ;; 3. Rename, with prepareRename first as lsp-rename does interactively. Beside sourcekit-lsp (DI_EXPECT_SERVERS),
  ;; lsp-rename would ask both servers: di-lsp-rename asks di-lsp alone.
  (di-check-goto-line-text 5 "network")
  (if (getenv "DI_EXPECT_SERVERS")
      (condition-case err (di-lsp-rename "connection")
        (error (di-check-report nil "di-lsp-rename ran" (error-message-string err))))
    (let ((prepared (lsp--get-symbol-to-rename)))
      (di-check-report (equal (cdr prepared) "network") "prepareRename gives the name under point" (format "%S" prepared)))
    (condition-case err (lsp-rename "connection")
      (error (di-check-report nil "lsp-rename ran" (error-message-string err)))))
  (di-check-report (string-search "var connection: Network" (di-check-line "Help.swift" 5)) "the requirement was renamed"
                   (di-check-line "Help.swift" 5))
  (di-check-report (string-search "var connection: Network" (di-check-line "Root.swift" 5)) "the root's provider was renamed"
                   (di-check-line "Root.swift" 5))

  ;; 4. The graph of the component at point.
  (switch-to-buffer (find-buffer-visiting help))
  (di-check-goto-line-text 9 "HelpComponent")
  (let ((file (condition-case err (di-lsp-graph)
                (error (di-check-report nil "di-lsp-graph ran" (error-message-string err)) nil))))
    (di-check-report (and file (with-current-buffer (find-buffer-visiting file) (string-search "digraph components" (buffer-string))))
                     "di-lsp-graph opened the DOT graph of HelpComponent" file))
  (di-check-finish))
;;; check-lsp-mode-features.el ends here
