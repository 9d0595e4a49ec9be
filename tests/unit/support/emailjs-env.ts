// Imported before the contact form so its EmailJS settings (read at module load) are present.
process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY = 'pk'
process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID = 'svc'
process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID = 'tpl'
process.env.NEXT_PUBLIC_EMAILJS_AUTOREPLY_TEMPLATE_ID = 'auto'
