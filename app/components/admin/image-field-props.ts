/** What an admin form hands its image upload control (the route composes the control from the uploads feature). */
export interface ImageFieldProps {
  value: string;
  onChange: (path: string) => void;
  onUploadingChange: (uploading: boolean) => void;
  error?: string;
  disabled: boolean;
}
