;;; di-lsp-commands.el --- di-lsp's graph commands for Eglot and lsp-mode  -*- lexical-binding: t; -*-
;; Load after di-lsp-eglot.el or di-lsp-lsp-mode.el:
;;   M-x di-lsp-graph   the component at point with its ancestors and descendants, as DOT (with a prefix argument,
;;                      Mermaid), written to a file and opened; then `dot -Tsvg graph.dot -o graph.svg', or paste
;;                      the Mermaid into a Markdown file or mermaid.live.
;;   M-x di-lsp-rename  (lsp-mode beside sourcekit-lsp) rename the dependency at point with di-lsp alone.
;; With lsp-mode, code lenses (`(setq lsp-lens-enable t)' before lsp starts) run `di-lsp.showReferences': the places a lens
;; counts (the requirements a component or provider satisfies, where a component is created) in an xref list.
;; Eglot 1.9 has neither lenses nor inlay hints: hover (eldoc) gives the same facts.
(require 'seq)

(defun di-lsp-graph (&optional format)
  "Write the graph of the component at point to a file and open it: DOT, or Mermaid when FORMAT is \"mermaid\".
Interactively, a prefix argument asks for Mermaid."
  (interactive (list (if current-prefix-arg "mermaid" "dot")))
  (let* ((format (or format "dot"))
         (text (di-lsp--execute-command "di-lsp.graph" format))
         (file (make-temp-file "di-lsp-graph-" nil (if (equal format "mermaid") ".mmd" ".dot") text)))
    (find-file-other-window file)
    file))

(defun di-lsp--execute-command (command &rest extra)
  "Send COMMAND with the document and position at point, then EXTRA, to di-lsp; return the result."
  (cond
   ((and (fboundp 'eglot-current-server) (bound-and-true-p eglot--managed-mode))
    (let ((params (eglot--TextDocumentPositionParams)))
      (jsonrpc-request (eglot--current-server-or-lose) :workspace/executeCommand
                       (list :command command
                             :arguments (vconcat (list (plist-get (plist-get params :textDocument) :uri)
                                                       (plist-get params :position))
                                                 extra)))))
   ((bound-and-true-p lsp-mode)
    (let ((workspace (seq-find (lambda (w) (eq (lsp--client-server-id (lsp--workspace-client w)) 'di-lsp))
                               (lsp-workspaces))))
      (unless workspace (user-error "di-lsp is not running for this buffer"))
      (let ((params (lsp--text-document-position-params)))
        (with-lsp-workspace workspace
          (lsp-request "workspace/executeCommand"
                       (list :command command
                             :arguments (vconcat (list (plist-get (plist-get params :textDocument) :uri)
                                                       (plist-get params :position))
                                                 extra)))))))
   (t (user-error "Neither Eglot nor lsp-mode manages this buffer"))))

;; Beside sourcekit-lsp, `lsp-rename' asks both servers; this asks di-lsp alone, which renames a dependency's
;; requirements, providers and `dependency.name' reads together.
(defun di-lsp-rename (newname)
  "Rename the dependency at point (requirement, provider or `dependency.name') to NEWNAME with di-lsp (lsp-mode)."
  (interactive (list (read-string (format "Rename %s to: " (thing-at-point 'symbol t)) (thing-at-point 'symbol t))))
  (let ((workspace (seq-find (lambda (w) (eq (lsp--client-server-id (lsp--workspace-client w)) 'di-lsp)) (lsp-workspaces))))
    (unless workspace (user-error "di-lsp is not running for this buffer"))
    (with-lsp-workspace workspace
      (lsp-rename newname))))

;; A lens's command (uri, position, what it counts) is run on the server, which answers the places to list.
(defun di-lsp--show-references (action)
  "Show the places a di-lsp lens ACTION (a Command) counts, asked of di-lsp, in an xref list."
  (let* ((workspace (seq-find (lambda (w) (eq (lsp--client-server-id (lsp--workspace-client w)) 'di-lsp)) (lsp-workspaces)))
         (locations (with-lsp-workspace workspace
                      (lsp-request "workspace/executeCommand"
                                   (list :command (lsp:command-command action) :arguments (lsp:command-arguments? action))))))
    (if (seq-empty-p locations)
        (message "%s: nothing to list" (lsp:command-title action))
      (lsp-show-xrefs (lsp--locations-to-xref-items locations) nil t))))

(with-eval-after-load 'lsp-mode
  (puthash "di-lsp.showReferences" #'di-lsp--show-references lsp--default-action-handlers))
;;; di-lsp-commands.el ends here
