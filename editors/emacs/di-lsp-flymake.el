;;; di-lsp-flymake.el --- di-lsp's checks as a flymake backend, beside Eglot and sourcekit-lsp  -*- lexical-binding: t; -*-
;; Eglot manages a buffer with one server, so with sourcekit-lsp as Eglot's Swift server di-lsp cannot
;; be a second Eglot server for the same buffer. This backend runs `di-lsp --check --format json' on the
;; workspace and shows the current file's findings in flymake, next to Eglot's. It checks the files as
;; saved on disk (not unsaved edits), and offers no navigation: for go-to-provider as you type, use
;; di-lsp as the Eglot server (di-lsp-eglot.el) or lsp-mode, where di-lsp is an add-on server.
(require 'flymake)
(require 'json)
(require 'cl-lib)

(defvar-local di-lsp-flymake--process nil "The running `di-lsp --check' of this buffer.")

(defun di-lsp-flymake-root (file)
  "The workspace di-lsp checks for FILE: the nearest folder with .di-lsp.json, Package.swift or .git."
  (let ((directory (file-name-directory file)))
    (expand-file-name
     (or (locate-dominating-file directory ".di-lsp.json")
         (locate-dominating-file directory "Package.swift")
         (locate-dominating-file directory ".git")
         directory))))

(defun di-lsp-flymake--region (buffer line column end-line end-column)
  "BUFFER's region for 1-based LINE and UTF-8 byte COLUMN to END-LINE and END-COLUMN."
  (with-current-buffer buffer
    (save-excursion
      (save-restriction
        (widen)
        (cl-flet ((position (line column)
                    (goto-char (point-min))
                    (forward-line (1- line))
                    (min (line-end-position)
                         (or (byte-to-position (+ (position-bytes (point)) (1- column))) (point)))))
          (let ((beg (position line column))
                (end (position end-line end-column)))
            (cons beg (if (> end beg) end (min (point-max) (1+ beg))))))))))

(defun di-lsp-flymake--diagnostics (buffer file output)
  "Flymake diagnostics for FILE in BUFFER from di-lsp's JSON OUTPUT."
  (let ((report (json-parse-string output :object-type 'alist :array-type 'list)))
    (delq nil
          (mapcar (lambda (item)
                    (let-alist item
                      (when (string= (expand-file-name .file (di-lsp-flymake-root file)) file)
                        (let ((region (di-lsp-flymake--region buffer .line .column .endLine .endColumn)))
                          (flymake-make-diagnostic
                           buffer (car region) (cdr region)
                           (pcase .severity ("error" :error) ("warning" :warning) (_ :note))
                           (format "di [%s]: %s" .code .message))))))
                  (alist-get 'diagnostics report)))))

(defun di-lsp-flymake (report-fn &rest _)
  "Flymake backend: run di-lsp --check on the workspace and call REPORT-FN with this file's findings."
  (when (process-live-p di-lsp-flymake--process)
    (kill-process di-lsp-flymake--process))
  (let* ((buffer (current-buffer))
         (file (expand-file-name buffer-file-name))
         (root (di-lsp-flymake-root file))
         (default-directory root)
         (output (generate-new-buffer " *di-lsp-check*")))
    (setq di-lsp-flymake--process
          (make-process
           :name "di-lsp-check" :buffer output :noquery t :connection-type 'pipe
           :stderr (get-buffer-create " *di-lsp-check stderr*")
           :command (list "di-lsp" "--check" "--format" "json" root)
           :sentinel
           (lambda (process _event)
             (when (memq (process-status process) '(exit signal))
               (unwind-protect
                   (when (and (buffer-live-p buffer)
                              (eq process (buffer-local-value 'di-lsp-flymake--process buffer)))
                     (if (memq (process-exit-status process) '(0 1))  ; 1: errors found
                         (funcall report-fn (di-lsp-flymake--diagnostics
                                             buffer file (with-current-buffer output (buffer-string))))
                       (funcall report-fn :panic :explanation
                                (format "di-lsp --check exited with %d" (process-exit-status process)))))
                 (kill-buffer output))))))))

;; Eglot 1.9 sets the buffer's backends to its own when it starts managing a buffer; add ours after it.
(defun di-lsp-flymake-setup ()
  "Add the di-lsp backend to this buffer's flymake backends and turn flymake on."
  (add-hook 'flymake-diagnostic-functions #'di-lsp-flymake nil t)
  (flymake-mode 1))
(add-hook 'swift-mode-hook #'di-lsp-flymake-setup)
(with-eval-after-load 'eglot
  (add-hook 'eglot-managed-mode-hook
            (lambda () (when (derived-mode-p 'swift-mode) (di-lsp-flymake-setup)))))
;;; di-lsp-flymake.el ends here
