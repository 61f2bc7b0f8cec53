/** The profile screens' titles and labels; messages come from @panna/shared. */
export const PROFILE_TEXT = {
  profile: 'My Profile',
  name: 'Name',
  mobile: 'Mobile',
  editProfile: 'Edit Profile',
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  profileUpdated: 'Profile updated successfully',
  changePassword: 'Change Password',
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  confirmPassword: 'Confirm Password',
  updating: 'Updating...',
  passwordChanged: 'Password changed successfully',
  failed: 'Something went wrong. Please try again.',
} as const;
