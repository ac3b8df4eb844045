// systemManage/updatePassword (修改密码): the profile's change-password form as a screen of its own.
import { ChangePasswordForm } from './ChangePasswordForm';

export default function UpdatePasswordView() {
  return (
    <section className="p-4">
      <div className="rounded bg-white p-6 shadow-sm">
        <ChangePasswordForm />
      </div>
    </section>
  );
}
