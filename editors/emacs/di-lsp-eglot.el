;;; di-lsp-eglot.el --- di-lsp through Eglot  -*- lexical-binding: t; -*-
;; Eglot (built into Emacs 29+, `elpa-eglot' 1.9 on Debian's Emacs 28) connects one server per major
;; mode and project. This file makes di-lsp that server for Swift buffers. For sourcekit-lsp beside it,
;; see di-lsp-flymake.el and the README: Eglot cannot attach two servers to one buffer.
(require 'eglot)

;; swift-mode (MELPA) is the usual Swift major mode; Emacs 28 has none built in.
(add-to-list 'eglot-server-programs '(swift-mode . ("di-lsp")))
(add-hook 'swift-mode-hook #'eglot-ensure)

;; Eglot's project is project.el's: the VC root (`.git'). A Swift package without its own repository,
;; or a `.di-lsp.json' below the repository root, names the root here instead.
(defun di-lsp-project-root (directory)
  "A project rooted at the nearest folder above DIRECTORY with .di-lsp.json or Package.swift."
  (let ((root (or (locate-dominating-file directory ".di-lsp.json")
                  (locate-dominating-file directory "Package.swift"))))
    (and root (cons 'transient (expand-file-name root)))))
(add-hook 'project-find-functions #'di-lsp-project-root)
;; Eglot 1.9 drops diagnostics for files that have no buffer, and di-lsp pushes a file's diagnostics
;; once, when they change (it does not send them again when the file is opened unchanged). Without the
;; lines below, a file you open after the first check shows none of its problems until something
;; changes. They keep the latest diagnostics of unvisited files and hand them to Eglot when it starts
;; managing the file's buffer.
(defvar di-lsp-eglot-unvisited-diagnostics (make-hash-table :test #'equal)
  "The latest diagnostics pushed for files without a buffer, by URI, with the server that sent them.")

(cl-defmethod eglot-handle-notification :before
  (server (_method (eql textDocument/publishDiagnostics)) &key uri diagnostics &allow-other-keys)
  (if (find-buffer-visiting (eglot--uri-to-path uri))
      (remhash uri di-lsp-eglot-unvisited-diagnostics)
    (puthash uri (cons server diagnostics) di-lsp-eglot-unvisited-diagnostics)))

(defun di-lsp-eglot-replay-diagnostics ()
  "Give the buffer the diagnostics its server pushed before the file was visited."
  (when-let* ((managed (bound-and-true-p eglot--managed-mode))
              (file buffer-file-name)
              (uri (eglot--path-to-uri file))
              (saved (gethash uri di-lsp-eglot-unvisited-diagnostics)))
    (remhash uri di-lsp-eglot-unvisited-diagnostics)
    (when (eq (car saved) (eglot-current-server))
      (eglot-handle-notification (car saved) 'textDocument/publishDiagnostics
                                 :uri uri :diagnostics (cdr saved)))))
(add-hook 'eglot-managed-mode-hook #'di-lsp-eglot-replay-diagnostics)
;;; di-lsp-eglot.el ends here
